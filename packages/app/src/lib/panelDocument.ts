import { DEFAULT_PANEL_DOCUMENT, type PanelDocument } from "@smm/domain";
import { useRouteLoaderData } from "react-router";

/**
 * The panel the server rendered the page for (the root loader's data: its brand, storefront and address). A page
 * rendered without the server (the app's tests) shows the main panel unbranded.
 */
export function usePanelDocument(): PanelDocument {
  return useRouteLoaderData<PanelDocument>("root") ?? DEFAULT_PANEL_DOCUMENT;
}
