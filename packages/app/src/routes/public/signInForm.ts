// Its own module so the landing can load the sign-in form (react-hook-form, yup and the login rules) as a
// separate chunk.
export { SignInForm } from "@smm/ui";
