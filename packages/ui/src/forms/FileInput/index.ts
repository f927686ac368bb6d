export { FileInput, type FileInputProps } from "./FileInput";
export { formatFileSize, matchesAccept, validateFile } from "./fileRules";
