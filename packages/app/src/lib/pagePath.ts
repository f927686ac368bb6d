/**
 * The page a pathname names, without trailing slashes: /dashboard/ and /dashboard are one page. The build prerenders
 * each page at its path with a slash (/signup/), so what a layout marks as current must not depend on it.
 */
export const pagePath = (pathname: string) => pathname.replace(/\/+$/, "") || "/";
