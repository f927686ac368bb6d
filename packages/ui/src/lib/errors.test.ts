import { describe, expect, it } from "vitest";
import { errorMessage, firstRefusedField, submitFieldErrors } from "./errors";

const FALLBACK = "Could not save. Please try again.";

describe("errorMessage", () => {
  it("words a rejection by its message, a thrown text, or the form's fallback", () => {
    expect(errorMessage(new Error("Insufficient balance"), FALLBACK)).toBe("Insufficient balance");
    expect(errorMessage("Login failed", FALLBACK)).toBe("Login failed");
    // Never an empty alert, nor "[object Object]".
    expect(errorMessage(new Error(" "), FALLBACK)).toBe(FALLBACK);
    expect(errorMessage({ status: 500 }, FALLBACK)).toBe(FALLBACK);
    expect(errorMessage(undefined, FALLBACK)).toBe(FALLBACK);
    expect(errorMessage(null)).toBe("Something went wrong. Please try again.");
  });
});

describe("submitFieldErrors", () => {
  it("keeps each field's non-empty messages and ignores anything else", () => {
    const rejection = Object.assign(new Error("Invalid"), {
      errors: { email: ["Email is taken", ""], username: "Username is taken", other: [42] },
    });
    expect(submitFieldErrors(rejection)).toEqual({ email: ["Email is taken"], username: ["Username is taken"] });
    expect(submitFieldErrors(new Error("Invalid"))).toEqual({});
    expect(submitFieldErrors({ errors: null })).toEqual({});
  });
});

describe("firstRefusedField", () => {
  it("names the first refused field, nested lists and groups followed", () => {
    const ref = { name: "x" };
    expect(
      firstRefusedField({
        storefront: { faq: [undefined, { answer: { type: "too_small", message: "Required", ref } }] },
        legal_pages: { terms: { type: "too_big", message: "Too long", ref } },
      } as never),
    ).toBe("storefront.faq.1.answer");
    expect(firstRefusedField({ code: { type: "required", message: "Required", ref } } as never)).toBe("code");
    expect(firstRefusedField({})).toBeUndefined();
  });

  it("follows the form's order where it is given, not the order the errors were found in", () => {
    const ref = { name: "x" };
    const errors = {
      logo_url: { type: "custom", message: "Not a URL", ref },
      site_name: { type: "too_small", message: "Required", ref },
    } as never;
    expect(firstRefusedField(errors)).toBe("logo_url");
    expect(firstRefusedField(errors, ["site_name", "logo_url"])).toBe("site_name");
  });
});
