import { describe, expect, it } from "vitest";
import { addressOf, DEFAULT_PANEL_DOCUMENT } from "./panelDocument";

const main = { ...DEFAULT_PANEL_DOCUMENT, publicUrl: "https://panel.example" };
const child = {
  ...main,
  publicUrl: "https://boost.example",
  brand: { ...main.brand, name: "Boost Naija", logo_url: "https://cdn.example/logo.png" },
};

describe("addressOf", () => {
  it("names the page on the panel's own address, without its trailing slash", () => {
    expect(addressOf(main, "/signup/").page).toBe("https://panel.example/signup");
    expect(addressOf(main, "/").page).toBe("https://panel.example/");
  });

  it("shares the built image for the default brand, and a branded panel's logo", () => {
    expect(addressOf(main, "/")).toMatchObject({ image: "https://panel.example/og-image.png", branded: false });
    expect(addressOf(child, "/")).toMatchObject({ image: "https://cdn.example/logo.png", branded: true });
  });
});
