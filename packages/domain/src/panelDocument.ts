import { DEFAULT_PANEL_BRAND, type PanelBrand } from "./branding";
import { EMPTY_PAGE_STOREFRONT, type PageStorefront } from "./storefront";

/**
 * What the server tells the app's document about the panel a request was made to (its host): the app's root loader
 * reads it from the load context and renders every page's head and body with it, so a child panel's pages arrive with
 * its own name, share tags, colours and texts.
 */
export interface PanelDocument {
  brand: PanelBrand;
  storefront: PageStorefront;
  /** The panel's own address (PUBLIC_URL, or a child panel's domain): canonical URL, og:url, the share image. */
  publicUrl: string;
}

/** The main panel unbranded, as a page rendered without the server (the app's tests) shows it. */
export const DEFAULT_PANEL_DOCUMENT: Readonly<PanelDocument> = {
  brand: DEFAULT_PANEL_BRAND,
  storefront: EMPTY_PAGE_STOREFRONT,
  publicUrl: "",
};
