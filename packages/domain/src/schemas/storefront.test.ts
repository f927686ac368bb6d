import { describe, expect, it } from "vitest";
import { EMPTY_STOREFRONT, paragraphsOf, STOREFRONT_LIMITS } from "../storefront";
import { checkedStorefront, legalPagesSchema, STOREFRONT_MESSAGES, storefrontSchema } from "./storefront";

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("storefrontSchema", () => {
  it("takes an empty storefront, and fills in what is missing as empty", () => {
    expect(storefrontSchema.parse({})).toEqual(EMPTY_STOREFRONT);
  });

  it("trims every text and keeps the operator's order", () => {
    const parsed = storefrontSchema.parse({
      features: [
        { title: "  Fast  ", text: " Orders start at once. ", icon: "speed" },
        { title: "Cheap", text: "Wholesale rates." },
      ],
      stories: [{ name: " Ada ", place: "", stars: 4, text: " Great. " }],
    });
    expect(parsed.features).toEqual([
      { title: "Fast", text: "Orders start at once.", icon: "speed" },
      { title: "Cheap", text: "Wholesale rates.", icon: "check" },
    ]);
    expect(parsed.stories).toEqual([{ name: "Ada", place: "", stars: 4, text: "Great." }]);
  });

  it("names every bad field on its path, all at once", () => {
    const result = storefrontSchema.safeParse({
      announcement: { title: "Heads up", text: "" },
      features: [{ title: "", text: "x".repeat(STOREFRONT_LIMITS.text + 1), icon: "rocket" }],
      stories: [{ name: "Ada", stars: 6, text: "Great." }],
      faq: [{ question: "Why?", answer: "   " }],
      support_channels: [{ name: "WhatsApp", detail: "" }],
    });
    expect(issues(result)).toEqual({
      "announcement.text": STOREFRONT_MESSAGES.announcementNeedsText,
      "features.0.title": STOREFRONT_MESSAGES.title,
      "features.0.text": STOREFRONT_MESSAGES.text,
      "features.0.icon": STOREFRONT_MESSAGES.icon,
      "stories.0.stars": STOREFRONT_MESSAGES.stars,
      "faq.0.answer": STOREFRONT_MESSAGES.answer,
      "support_channels.0.detail": STOREFRONT_MESSAGES.channelDetail,
    });
  });

  it("bounds every list", () => {
    const step = { title: "Step", text: "Do it." };
    const result = storefrontSchema.safeParse({ steps: Array(STOREFRONT_LIMITS.steps + 1).fill(step) });
    expect(issues(result)).toEqual({ steps: STOREFRONT_MESSAGES.steps });
  });

  it("keeps markup as the plain text it is (React shows it as text)", () => {
    const parsed = storefrontSchema.parse({ faq: [{ question: "<b>Hi</b>", answer: "<script>x</script>" }] });
    expect(parsed.faq[0]).toEqual({ question: "<b>Hi</b>", answer: "<script>x</script>" });
  });

  it("a stored storefront that breaks the rules shows nothing", () => {
    expect(checkedStorefront({ features: "nope" })).toEqual(EMPTY_STOREFRONT);
    expect(checkedStorefront(null)).toEqual(EMPTY_STOREFRONT);
  });
});

describe("legalPagesSchema", () => {
  it("takes bodies up to the limit, each named when too long", () => {
    expect(legalPagesSchema.parse({ terms: " Be nice. " })).toEqual({ terms: "Be nice.", privacy: "", refunds: "" });
    const result = legalPagesSchema.safeParse({ privacy: "x".repeat(STOREFRONT_LIMITS.legalPage + 1) });
    expect(issues(result)).toEqual({ privacy: "The privacy policy must be text of at most 20000 characters." });
  });
});

describe("paragraphsOf", () => {
  it("splits at blank lines and drops empty paragraphs", () => {
    expect(paragraphsOf("One\nstill one\n\n  \n\nTwo\r\n\r\nThree  ")).toEqual(["One\nstill one", "Two", "Three"]);
  });
});
