import { addressOf, brandHead, brandStylesheet, type PanelDocument } from "@smm/domain";
import { Toaster } from "@smm/ui";
import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useContext } from "react";
import {
  Links,
  type LinksFunction,
  type LoaderFunctionArgs,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
} from "react-router";
import { RouteErrorElement } from "./components/RouteErrorBoundary";
import { RouteSkeleton } from "./components/RouteSkeleton";
import { documentContext, NonceContext } from "./documentContext";
import { usePanelDocument } from "./lib/panelDocument";
import { queryClient } from "./queryClient";
import styles from "./styles.css?url";

/**
 * The stylesheet, with a precedence so that React writes it at the top of the head, before the scripts' modulepreload
 * links: the page paints once it has arrived, without queuing behind the scripts.
 */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles, precedence: "default" }];

/**
 * The panel the request was made to (its brand, storefront and address), which the server resolved from the host and
 * put in the load context (packages/server/src/plugins/app/spa.ts): the app never reads the database. Read once per
 * document: what an operator changes later shows through the public settings' query (lib/brand.ts).
 */
export function loader({ context }: LoaderFunctionArgs) {
  return context.get(documentContext).panel;
}

export const shouldRevalidate = () => false;

/**
 * The tags that name the panel's own address (`addressOf`): the page's canonical URL (without its query: sign-up
 * links carry ?ref=) and the share card's address and image.
 */
function AddressTags({ panel }: { panel: PanelDocument }) {
  const { page, image, branded } = addressOf(panel, useLocation().pathname);
  if (!panel.publicUrl) return null;
  return (
    <>
      <link rel="canonical" href={page} />
      <meta property="og:url" content={page} />
      {image && <meta property="og:image" content={image} />}
      {!branded && <meta property="og:image:width" content="1200" />}
      {!branded && <meta property="og:image:height" content="630" />}
      {image && (
        <meta
          property="og:image:alt"
          content={branded ? panel.brand.name : "Premium SMM Services: grow on Instagram, YouTube and TikTok"}
        />
      )}
      {image && <meta name="twitter:image" content={image} />}
    </>
  );
}

/**
 * The document of every page, rendered by the server with the panel's brand (its title, share tags, icon and token
 * colours as a stylesheet rule: the policy allows inline styles, never an inline script without the nonce).
 */
export function Layout({ children }: { children: ReactNode }) {
  const panel = usePanelDocument();
  const { brand } = panel;
  const HEAD = brandHead(brand);
  const nonce = useContext(NonceContext);
  const brandStyle = brandStylesheet(brand);
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
        <AddressTags panel={panel} />
        {brandStyle && <style>{brandStyle}</style>}
        <Links />
      </head>
      <body>
        {children}
        {/* A new page starts at the top of the window, and Back returns to where the page was (the dashboards'
            column scrolls on its own: SidebarInset). */}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
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

/** What a page without a fallback of its own (the admin area, a reset link) shows until its code has loaded. */
export function HydrateFallback() {
  return <RouteSkeleton fullScreen />;
}

/** A route module that could not load (a new deploy, a dropped connection): reloading fetches it again. */
export const ErrorBoundary = RouteErrorElement;
