export { BrandingForm, type BrandingFormProps } from "./BrandingForm";
