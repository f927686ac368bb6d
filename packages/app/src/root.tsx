import "./styles.css";
import { Toaster } from "@smm/ui";
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Links, Outlet, Scripts } from "react-router";
import { RouteErrorElement } from "./components/RouteErrorBoundary";
import { RouteSkeleton } from "./components/RouteSkeleton";
import { queryClient } from "./queryClient";

const DESCRIPTION =
  "The cheapest SMM panel in Nigeria: real followers, likes, views and comments for Instagram, YouTube and TikTok, paid in Naira, delivered instantly, with 24/7 support.";
const SHARE_DESCRIPTION =
  "Real followers, likes, views and comments for Instagram, YouTube and TikTok: the cheapest prices, instant delivery and 24/7 support.";

/**
 * The document of every page. The tags that name the panel's own address (canonical URL, og:url, the share image) are
 * added by the server, which knows its PUBLIC_URL (packages/server/src/plugins/app/pages.ts).
 */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <title>Premium SMM Services</title>
        <meta name="description" content={DESCRIPTION} />
        <meta name="theme-color" content="#2563eb" />
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content="Premium SMM Services" />
        <meta property="og:title" content="Premium SMM Services" />
        <meta property="og:description" content={SHARE_DESCRIPTION} />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content="Premium SMM Services" />
        <meta name="twitter:description" content={SHARE_DESCRIPTION} />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

/** Server state and toasts around every page. */
export default function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <Toaster />
    </QueryClientProvider>
  );
}

/** What a page the build did not prerender (the admin area, a reset link) shows until its code has loaded. */
export function HydrateFallback() {
  return <RouteSkeleton fullScreen />;
}

/** A route module that could not load (a new deploy, a dropped connection): reloading fetches it again. */
export const ErrorBoundary = RouteErrorElement;
