export { TwoFactorCodeForm, type TwoFactorCodeFormProps } from "./TwoFactorCodeForm";
