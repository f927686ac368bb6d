import { DEFAULT_PANEL_DOCUMENT, type PanelDocument } from "@smm/domain";
import { createContext as createReactContext } from "react";
import { createContext } from "react-router";

/**
 * What the server (packages/server/src/plugins/app/spa.ts) puts in React Router's load context for a document
 * request: the panel its host names, which the root loader hands to every page, and the CSP nonce the document's
 * inline scripts carry. The server finds this key in the server build (`entry.server.tsx` exports it). Vite's dev
 * server (`pnpm dev`) gives no load context: its pages show the main panel unbranded, with no nonce (and no policy).
 */
export const documentContext = createContext<{ panel: PanelDocument; nonce: string | undefined }>({
  panel: DEFAULT_PANEL_DOCUMENT,
  nonce: undefined,
});

/** The nonce while the server renders the document (`<Scripts>`, `<ScrollRestoration>`); none in the browser. */
export const NonceContext = createReactContext<string | undefined>(undefined);
