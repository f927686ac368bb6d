import { describe, expect, it } from "vitest";
import { CHILD_PANEL_NAMESERVERS } from "../constants";
import { childPanelSalesReady, type LaunchFacts, launchChecklistOf } from "./launchChecklist";
import { DEFAULT_MAIL_FROM } from "./settings";

const ready: LaunchFacts = {
  siteName: "Boost Naija",
  mailFrom: "hello@boostnaija.ng",
  paymentMethods: ["Manual bank transfer"],
  categories: 1,
  services: 2,
  publicUrl: { set: true, url: "https://boostnaija.ng" },
  ownerTwoFactor: true,
  childPanels: { sales: "off", price: "0", nameservers: [], demo: false },
};

const stepOf = (facts: LaunchFacts, id: string) => launchChecklistOf(facts).steps.find((step) => step.id === id);

describe("launchChecklistOf", () => {
  it("is ready when every step is done; done steps say what is in place and link nowhere", () => {
    const list = launchChecklistOf(ready);
    expect(list.ready).toBe(true);
    expect(list.steps.map((step) => step.id)).toEqual([
      "brand",
      "payments",
      "catalogue",
      "public_url",
      "two_factor",
      "child_panels",
    ]);
    expect(list.steps.every((step) => step.action === null)).toBe(true);
    expect(stepOf(ready, "catalogue")?.detail).toBe("1 category, 2 services on sale");
  });

  it("counts the sample sender and an empty name as missing, linking to the section that fixes each", () => {
    expect(stepOf({ ...ready, siteName: "" }, "brand")).toMatchObject({
      done: false,
      action: { href: "/admin/settings#branding" },
    });
    expect(stepOf({ ...ready, mailFrom: DEFAULT_MAIL_FROM }, "brand")).toMatchObject({
      done: false,
      action: { href: "/admin/settings#general" },
    });
  });

  it("asks for a category first, then a service", () => {
    expect(stepOf({ ...ready, categories: 0, services: 0 }, "catalogue")?.action?.href).toBe("/admin/add-category");
    expect(stepOf({ ...ready, services: 0 }, "catalogue")?.action?.href).toBe("/admin/add-services");
  });

  it("PUBLIC_URL: unset or a local address is not a public one", () => {
    expect(stepOf({ ...ready, publicUrl: { set: false, url: "http://localhost:3000" } }, "public_url")?.done).toBe(
      false,
    );
    expect(stepOf({ ...ready, publicUrl: { set: true, url: "http://127.0.0.1:8080" } }, "public_url")?.done).toBe(
      false,
    );
    expect(stepOf({ ...ready, publicUrl: { set: true, url: "https://boostnaija.ng" } }, "public_url")?.done).toBe(true);
  });

  it("two-factor: open until the owner confirms an authenticator, with the Profile section", () => {
    expect(stepOf({ ...ready, ownerTwoFactor: false }, "two_factor")).toMatchObject({
      done: false,
      action: { href: "/admin/profile#two-factor" },
    });
  });

  it("child panels: undecided is open; off is done; on is done only at the operator's price and nameservers", () => {
    const sales = (childPanels: LaunchFacts["childPanels"]) => stepOf({ ...ready, childPanels }, "child_panels");
    expect(sales({ sales: "undecided", price: "0", nameservers: [], demo: false })?.done).toBe(false);
    expect(sales({ sales: "on", price: "0", nameservers: ["ns1.a.ng", "ns2.a.ng"], demo: false })?.done).toBe(false);
    expect(sales({ sales: "on", price: "15000", nameservers: ["ns1.a.ng", "ns2.a.ng"], demo: false })?.done).toBe(true);
  });

  it("a child panel is asked about neither PUBLIC_URL nor child panel sales", () => {
    const ids = launchChecklistOf({ ...ready, publicUrl: null, childPanels: null }).steps.map((step) => step.id);
    expect(ids).toEqual(["brand", "payments", "catalogue", "two_factor"]);
  });
});

describe("childPanelSalesReady", () => {
  it("refuses the spec's sample nameservers outside demo mode", () => {
    const sample = { price_per_month: "1000", nameservers: [...CHILD_PANEL_NAMESERVERS] };
    expect(childPanelSalesReady(sample, false)).toBe(false);
    expect(childPanelSalesReady(sample, true)).toBe(true);
    expect(childPanelSalesReady({ price_per_month: "abc", nameservers: ["ns1.a.ng", "ns2.a.ng"] }, false)).toBe(false);
  });
});
