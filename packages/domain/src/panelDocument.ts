import { DEFAULT_PANEL_BRAND, isDefaultBrand, type PanelBrand } from "./branding";
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

/**
 * The tags that name a page's own address, for the panel's document at `pathname`: its canonical URL (no query, no
 * trailing slash) and its share image, a branded panel's logo (or none: the built share image shows the default
 * brand) or the built one.
 */
export function addressOf(panel: PanelDocument, pathname: string): { page: string; image: string; branded: boolean } {
  const branded = !isDefaultBrand(panel.brand);
  return {
    page: `${panel.publicUrl}${pathname.replace(/\/+$/, "") || "/"}`,
    image: branded ? panel.brand.logo_url : `${panel.publicUrl}/og-image.png`,
    branded,
  };
}
