import type { PublicNavLink } from "@smm/ui";
import type { RoutePage } from "./types";

/** The public pages (area "public"), and the operators' sign-in pages beside them. */
export const PUBLIC_PAGES = {
  // The landing page holds the sign-in form, so the header's Sign in link is `/`.
  home: { path: "/", label: "Sign in" },
  signUp: { path: "/signup", label: "Sign up" },
  forgotPassword: { path: "/forgot-password", label: "Forgot password" },
  publicServices: { path: "/services", label: "Services" },
  publicApi: { path: "/api", label: "API" },
  adminLogin: { path: "/admin/login", label: "Admin sign in" },
  adminForgotPassword: { path: "/admin/forgot-password", label: "Forgot password" },
} as const satisfies Record<string, RoutePage>;

/** The public header's links in the spec's order (§2 Public header); Sign up is the button. */
export const PUBLIC_NAV: readonly PublicNavLink[] = [
  { href: PUBLIC_PAGES.home.path, label: PUBLIC_PAGES.home.label },
  { href: PUBLIC_PAGES.publicServices.path, label: PUBLIC_PAGES.publicServices.label },
  { href: PUBLIC_PAGES.publicApi.path, label: PUBLIC_PAGES.publicApi.label },
  { href: PUBLIC_PAGES.signUp.path, label: PUBLIC_PAGES.signUp.label, button: true },
];
