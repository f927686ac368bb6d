export { ForgotPasswordForm, type ForgotPasswordFormProps, RESET_LINK_SENT_MESSAGE } from "./ForgotPasswordForm";
