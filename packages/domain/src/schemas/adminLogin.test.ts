import { describe, expect, it } from "vitest";
import { firstError, validateAll, validateForm } from "../validation";
import { adminLoginSchema, forgotPasswordSchema } from "./adminLogin";

describe("adminLoginSchema", () => {
  it("accepts an email and any password, trimming the email", () => {
    const result = validateForm(adminLoginSchema, { email: " admin@example.com ", password: "x" });
    expect(result.ok && result.value).toEqual({ email: "admin@example.com", password: "x" });
  });

  it("takes an operator's username instead of the email (a child panel owner's, from the order form)", () => {
    const result = validateForm(adminLoginSchema, { email: " owner ", password: "x" });
    expect(result.ok && result.value).toEqual({ email: "owner", password: "x" });
  });

  it("shows the first failing message", () => {
    expect(firstError(adminLoginSchema, { email: "", password: "" })).toBe("Email is required");
    expect(firstError(adminLoginSchema, { email: "ops@example", password: "" })).toBe("Email must be a valid email");
    expect(firstError(adminLoginSchema, { email: "ab", password: "x" })).toBe("Email must be a valid email");
    expect(firstError(adminLoginSchema, { email: "admin@example.com", password: "" })).toBe("Password is required");
  });
});

describe("forgotPasswordSchema", () => {
  it("needs a valid email", () => {
    expect(validateAll(forgotPasswordSchema, { email: "" })).toEqual({ email: ["Email is required"] });
    expect(validateAll(forgotPasswordSchema, { email: "nope" })).toEqual({ email: ["Email must be a valid email"] });
    expect(validateAll(forgotPasswordSchema, { email: "a@b.co" })).toEqual({});
  });
});
