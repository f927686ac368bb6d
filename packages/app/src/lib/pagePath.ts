/**
 * The page a pathname names, without trailing slashes: /dashboard/ and /dashboard are one page, and a visitor may
 * write either, so what a layout marks as current must not depend on it.
 */
export const pagePath = (pathname: string) => pathname.replace(/\/+$/, "") || "/";
