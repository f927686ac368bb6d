export { TOAST_DURATION_MS, Toaster, type ToasterProps, toast } from "./Toast";
