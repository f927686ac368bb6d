export { SignUpForm, type SignUpFormProps, type SignUpValues } from "./SignUpForm";
