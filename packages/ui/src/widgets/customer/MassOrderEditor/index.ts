export { MassOrderEditor, type MassOrderEditorProps } from "./MassOrderEditor";
