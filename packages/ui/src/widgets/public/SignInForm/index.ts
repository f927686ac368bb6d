export { SignInForm, type SignInFormProps, type SignInValues } from "./SignInForm";
