import { DEFAULT_PANEL_DOCUMENT, isDefaultBrand, type PanelDocument } from "@smm/domain";
import { useRouteLoaderData } from "react-router";

/**
 * The panel the server rendered the page for (the root loader's data: its brand, storefront and address). A page
 * rendered without the server (the app's tests) shows the main panel unbranded.
 */
export function usePanelDocument(): PanelDocument & { branded: boolean } {
  const panel = useRouteLoaderData<PanelDocument>("root") ?? DEFAULT_PANEL_DOCUMENT;
  return { ...panel, branded: !isDefaultBrand(panel.brand) };
}
