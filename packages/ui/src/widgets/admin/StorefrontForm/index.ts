export { StorefrontForm, type StorefrontFormProps } from "./StorefrontForm";
