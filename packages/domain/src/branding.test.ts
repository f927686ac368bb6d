import { describe, expect, it } from "vitest";
import {
  BRANDING_MESSAGES,
  brandHead,
  brandStylesheet,
  DEFAULT_BRANDING,
  DEFAULT_PANEL_BRAND,
  isDefaultBrand,
  mailSender,
  panelBrandOf,
  readableOn,
} from "./branding";
import { brandingSchema, checkedBranding } from "./schemas/branding";

const valid = {
  logo_url: "https://cdn.example.com/logo.png",
  favicon_url: "https://cdn.example.com/icon.png",
  primary_color: "#C026D3",
  radius: "0.25",
  headline: "  Boost your brand  ",
  subheadline: "Followers and views, fast.",
  default_currency: "USD",
};

function problems(value: unknown): Record<string, string[]> {
  const result = brandingSchema.safeParse(value);
  if (result.success) return {};
  return result.error.issues.reduce<Record<string, string[]>>((found, issue) => {
    const key = issue.path.join(".");
    found[key] = [...(found[key] ?? []), issue.message];
    return found;
  }, {});
}

describe("brandingSchema", () => {
  it("accepts a full brand, trimmed, colour in lower case", () => {
    expect(brandingSchema.parse(valid)).toEqual({ ...valid, primary_color: "#c026d3", headline: "Boost your brand" });
  });

  it("accepts the design system's own (empty) values", () => {
    expect(brandingSchema.parse(DEFAULT_BRANDING)).toEqual(DEFAULT_BRANDING);
  });

  it.each(["red", "#abc", "#12345g", "rgb(1,2,3)", "#1234567"])("refuses the colour %s with its message", (colour) => {
    expect(problems({ ...valid, primary_color: colour })).toEqual({ primary_color: [BRANDING_MESSAGES.primaryColor] });
  });

  it.each(["-1", "1.6", "2", "abc", "0.1234", "10"])("refuses the radius %s with its message", (radius) => {
    expect(problems({ ...valid, radius })).toEqual({ radius: [BRANDING_MESSAGES.radius] });
  });

  it.each(["0", "1.5", "0.625"])("accepts the radius %s", (radius) => {
    expect(problems({ ...valid, radius })).toEqual({});
  });

  it("refuses addresses that are not http(s), texts that are too long and an unknown currency, each with its message", () => {
    expect(
      problems({
        ...valid,
        logo_url: "javascript:alert(1)",
        favicon_url: `https://example.com/${"a".repeat(500)}`,
        headline: "h".repeat(121),
        subheadline: "s".repeat(301),
        default_currency: "XYZ",
      }),
    ).toEqual({
      logo_url: [BRANDING_MESSAGES.logoUrl],
      favicon_url: [BRANDING_MESSAGES.faviconUrl],
      headline: [BRANDING_MESSAGES.headline],
      subheadline: [BRANDING_MESSAGES.subheadline],
      default_currency: [BRANDING_MESSAGES.defaultCurrency],
    });
  });
});

describe("the brand on the page", () => {
  const brand = { ...DEFAULT_PANEL_BRAND, ...brandingSchema.parse(valid), name: "Boost Naija" };

  it("a stored brand that breaks the rules gives way to the default one", () => {
    const hacked = { ...DEFAULT_BRANDING, primary_color: "red}</style><script>alert(1)</script>" };
    expect(checkedBranding(hacked)).toEqual(DEFAULT_BRANDING);
    const { name: _, ...branding } = brand;
    expect(checkedBranding(branding)).toEqual(branding);
  });

  it("a panel's brand is its name and its branding, the design system's where it set none", () => {
    expect(panelBrandOf({ site_name: "Boost Naija", branding: brand })).toEqual(brand);
    expect(panelBrandOf({ site_name: "Boost", branding: DEFAULT_BRANDING })).toEqual({
      ...DEFAULT_PANEL_BRAND,
      name: "Boost",
    });
  });

  it("the default brand is the built one", () => {
    expect(isDefaultBrand(DEFAULT_PANEL_BRAND)).toBe(true);
    expect(isDefaultBrand({ ...DEFAULT_PANEL_BRAND, name: "Other" })).toBe(false);
    expect(brandStylesheet(DEFAULT_BRANDING)).toBe("");
  });

  it("the head names the panel and its icon, with its sub-headline as the description", () => {
    expect(brandHead(brand)).toEqual({
      title: "Boost Naija",
      description: "Followers and views, fast.",
      shareDescription: "Followers and views, fast.",
      themeColour: "#c026d3",
      icon: { href: "https://cdn.example.com/icon.png" },
    });
  });

  it("sets the ui tokens the white-label theme overrides, with readable text on the primary colour", () => {
    expect(brandStylesheet(brand)).toBe(
      ":root,.light,.dark{--primary:#c026d3;--primary-foreground:#ffffff;--ring:#c026d3;--chart-1:#c026d3;" +
        "--sidebar-primary:color-mix(in oklab, #c026d3 65%, white);--sidebar-ring:color-mix(in oklab, #c026d3 65%, white);" +
        "--radius:0.25rem}:root:not(.dark),.light{--accent:color-mix(in oklab, #c026d3 8%, white)}",
    );
  });

  it.each([
    ["#ffff00", "#000000"],
    ["#1d4ed8", "#ffffff"],
    ["#000000", "#ffffff"],
    ["#ffffff", "#000000"],
  ])("text on %s is %s", (colour, text) => {
    expect(readableOn(colour)).toBe(text);
  });
});

describe("mailSender", () => {
  it("names the panel as the sender, quoted", () => {
    expect(mailSender("Boost Naija", "no-reply@boost.ng")).toBe('"Boost Naija" <no-reply@boost.ng>');
    expect(mailSender('Say "hi"\r\nBcc: x', "a@b.ng")).toBe('"Say \\"hi\\"  Bcc: x" <a@b.ng>');
  });
});
