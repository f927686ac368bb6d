import { describe, expect, it } from "vitest";
import { firstError, validateAll, validateForm } from "../validation";
import { loginSchema } from "./login";

const valid = { login: "jane", password: "Secret1" };

describe("loginSchema", () => {
  it("accepts a username or email with a strong enough password", () => {
    expect(validateAll(loginSchema, valid)).toEqual({});
    expect(validateAll(loginSchema, { login: "jane@example.com", password: "abcDE9" })).toEqual({});
  });

  it("requires the login first", () => {
    expect(firstError(loginSchema, { login: "", password: "" })).toBe("Email or Username is required");
    expect(firstError(loginSchema, { login: "   ", password: "Secret1" })).toBe("Email or Username is required");
  });

  it("needs at least 3 characters of login", () => {
    expect(firstError(loginSchema, { ...valid, login: "jo" })).toBe("Username must be at least 3 characters");
  });

  it("requires the password", () => {
    expect(firstError(loginSchema, { ...valid, password: "" })).toBe("Password is required");
  });

  it.each(["Abc12", "abcdef1", "ABCDEF1", "Abcdefg"])("rejects %s as incorrect login details", (password) => {
    expect(firstError(loginSchema, { ...valid, password })).toBe("Incorrect login details");
  });

  it("shows only the first error, in field order", () => {
    expect(validateAll(loginSchema, { login: "jo", password: "" })).toEqual({
      login: ["Username must be at least 3 characters"],
      password: ["Password is required"],
    });
    expect(firstError(loginSchema, { login: "jo", password: "" })).toBe("Username must be at least 3 characters");
  });

  it("trims the login in the validated value", () => {
    const result = validateForm(loginSchema, { login: "  jane  ", password: "Secret1" });
    expect(result.ok && result.value.login).toBe("jane");
  });
});
