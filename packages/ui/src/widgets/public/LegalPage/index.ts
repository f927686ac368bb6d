export { LegalPage, type LegalPageProps } from "./LegalPage";
