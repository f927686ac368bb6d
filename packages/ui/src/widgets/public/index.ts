// Widgets of this area, re-exported by ../index.ts. Named exports only.
export * from "./AdminLoginForm";
export * from "./BeginnerVideoGuide";
export * from "./BrandMark";
export * from "./CustomerStories";
export * from "./Faq";
export * from "./Features";
export * from "./Footer";
export * from "./ForgotPasswordForm";
export * from "./Hero";
export * from "./LegalPage";
export * from "./PublicHeader";
export * from "./SignInForm";
export * from "./SignUpForm";
export * from "./Steps";
export * from "./TwoFactorCodeForm";
