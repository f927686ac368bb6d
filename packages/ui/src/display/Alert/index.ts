export { Alert, AlertDescription, type AlertProps, AlertTitle, alertVariants } from "./Alert";
