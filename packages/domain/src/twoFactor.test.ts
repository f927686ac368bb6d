import { describe, expect, it } from "vitest";
import { ADMIN_LOGIN_MESSAGES } from "./messages";
import {
  adminTwoFactorLoginSchema,
  TWO_FACTOR_MESSAGES as M,
  reachableBeforeTwoFactorSetup,
  twoFactorDisableSchema,
  twoFactorEnableSchema,
} from "./twoFactor";
import { validateAll } from "./validation";

describe("two-factor codes", () => {
  it("takes a 6-digit code or a recovery code as typed (spaces, dashes, capitals)", () => {
    const parse = (code: string) => adminTwoFactorLoginSchema.parse({ two_factor_token: "t", code }).code;
    expect(parse(" 123 456 ")).toBe("123456");
    expect(parse("ABCDE-FGH23")).toBe("abcdefgh23");
  });

  it("names the field that is wrong", () => {
    expect(validateAll(adminTwoFactorLoginSchema, { two_factor_token: "t", code: "" })).toEqual({
      code: [M.codeRequired],
    });
    expect(validateAll(adminTwoFactorLoginSchema, { two_factor_token: "t", code: "12345" })).toEqual({
      code: [M.codeFormat],
    });
    expect(validateAll(twoFactorDisableSchema, {})).toEqual({ code: [M.confirmRequired] });
  });

  it("turning it on takes the password again (as the sign-in asks for it) besides a current code", () => {
    expect(validateAll(twoFactorEnableSchema, { code: "123456" })).toEqual({
      password: [ADMIN_LOGIN_MESSAGES.passwordRequired],
    });
    expect(validateAll(twoFactorEnableSchema, { password: "", code: "abcde-fgh23" })).toEqual({
      password: [ADMIN_LOGIN_MESSAGES.passwordRequired],
      code: [M.codeRequired],
    });
    // Kept as typed: a password is never trimmed.
    expect(twoFactorEnableSchema.parse({ password: " Admin123 ", code: "123 456" })).toEqual({
      password: " Admin123 ",
      code: "123456",
    });
  });
});

describe("reachableBeforeTwoFactorSetup", () => {
  it("leaves only the own account's identity, sign-out and the setup", () => {
    expect(reachableBeforeTwoFactorSetup("/api/admin/two-factor/setup")).toBe(true);
    expect(reachableBeforeTwoFactorSetup("/api/admin/me")).toBe(true);
    expect(reachableBeforeTwoFactorSetup("/api/admin/logout")).toBe(true);
    expect(reachableBeforeTwoFactorSetup("/api/admin/dashboard")).toBe(false);
    expect(reachableBeforeTwoFactorSetup("/api/admin/sessions")).toBe(false);
    expect(reachableBeforeTwoFactorSetup("/api/admin/staff/two-factor")).toBe(false);
  });
});
