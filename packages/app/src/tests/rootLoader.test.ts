import { DEFAULT_PANEL_DOCUMENT, type PanelDocument } from "@smm/domain";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { documentContext } from "../documentContext";
import { loader } from "../root";

const loadWith = (context: RouterContextProvider) =>
  loader({ context, request: new Request("http://localhost/"), params: {} } as Parameters<typeof loader>[0]);

describe("the root loader", () => {
  it("hands every page the panel the server put in the load context", () => {
    const panel: PanelDocument = {
      ...DEFAULT_PANEL_DOCUMENT,
      brand: { ...DEFAULT_PANEL_DOCUMENT.brand, name: "Boost Naija" },
    };
    const context = new RouterContextProvider();
    context.set(documentContext, { panel, nonce: "abc" });
    expect(loadWith(context)).toEqual(panel);
  });

  it("shows the main panel unbranded when no server gave a context (Vite's dev server, `pnpm dev`)", () => {
    expect(loadWith(new RouterContextProvider())).toEqual(DEFAULT_PANEL_DOCUMENT);
  });
});
