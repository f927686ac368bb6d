import { brandHead } from "@smm/domain";
import { Toaster } from "@smm/ui";
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Links, type LinksFunction, Outlet, Scripts, ScrollRestoration } from "react-router";
import { RouteErrorElement } from "./components/RouteErrorBoundary";
import { RouteSkeleton } from "./components/RouteSkeleton";
import { PAGE_BRAND } from "./lib/brand";
import { queryClient } from "./queryClient";
import styles from "./styles.css?url";

/**
 * The stylesheet, with a precedence so that React writes it at the top of the head, before the scripts' modulepreload
 * links: the page paints once it has arrived, without queuing behind the scripts.
 */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles, precedence: "default" }];

/** The page's brand tags: the build's (the default brand), or those the server wrote for a branded panel. */
const HEAD = brandHead(PAGE_BRAND);

/**
 * The document of every page. The tags that name the panel's own address (canonical URL, og:url, the share image) are
 * added by the server, which knows its PUBLIC_URL; for a panel with a brand of its own it writes these brand tags
 * with that brand (packages/server/src/plugins/app/pages.ts), which the app reads back so the page hydrates as sent.
 */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <title>{HEAD.title}</title>
        <meta name="description" content={HEAD.description} />
        <meta name="theme-color" content={HEAD.themeColour} />
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content={HEAD.title} />
        <meta property="og:title" content={HEAD.title} />
        <meta property="og:description" content={HEAD.shareDescription} />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={HEAD.title} />
        <meta name="twitter:description" content={HEAD.shareDescription} />
        <link rel="icon" type={HEAD.icon.type} href={HEAD.icon.href} />
        <Links />
      </head>
      <body>
        {children}
        {/* A new page starts at the top of the window, and Back returns to where the page was (the dashboards'
            column scrolls on its own: SidebarInset). */}
        <ScrollRestoration />
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
