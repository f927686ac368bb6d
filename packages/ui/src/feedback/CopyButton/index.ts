export { COPY_CONFIRMATION_MS, CopyButton, type CopyButtonProps } from "./CopyButton";
