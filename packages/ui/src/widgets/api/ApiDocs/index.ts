export { ApiDocs, type ApiDocsProps } from "./ApiDocs";
export { type ApiActionDoc, type ApiParameter, apiReference } from "./apiReference";
export {
  API_KEY_PLACEHOLDER,
  CODE_LANGUAGE_LABELS,
  CODE_LANGUAGES,
  type CodeLanguage,
  codeSample,
} from "./codeSamples";
