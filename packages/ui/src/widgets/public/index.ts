// Widgets of this area, re-exported by ../index.ts. Named exports only.
export * from "./AdminLoginForm";
export * from "./Footer";
export * from "./ForgotPasswordForm";
export * from "./PublicHeader";
export * from "./SignInForm";
export * from "./SignUpForm";
