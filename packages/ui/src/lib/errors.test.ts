import { describe, expect, it } from "vitest";
import { errorMessage, submitFieldErrors } from "./errors";

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
