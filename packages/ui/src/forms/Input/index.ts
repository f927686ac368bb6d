export { Input, type InputProps, inputVariants } from "./Input";
