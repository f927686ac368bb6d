import { describe, expect, it } from "vitest";
import { submitErrorMessage, submitFieldErrors } from "./submitError";

const FALLBACK = "Could not save. Please try again.";

describe("submitErrorMessage", () => {
  it("words a rejection by its message, a thrown text, or the form's fallback", () => {
    expect(submitErrorMessage(new Error("Insufficient balance"), FALLBACK)).toBe("Insufficient balance");
    expect(submitErrorMessage("Login failed", FALLBACK)).toBe("Login failed");
    // Never an empty alert, nor "[object Object]".
    expect(submitErrorMessage(new Error(" "), FALLBACK)).toBe(FALLBACK);
    expect(submitErrorMessage({ status: 500 }, FALLBACK)).toBe(FALLBACK);
    expect(submitErrorMessage(undefined, FALLBACK)).toBe(FALLBACK);
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
