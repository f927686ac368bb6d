export { AdminLoginForm, type AdminLoginFormProps } from "./AdminLoginForm";
