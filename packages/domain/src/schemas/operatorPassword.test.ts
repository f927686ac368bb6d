import { describe, expect, it } from "vitest";
import { validateAll } from "../validation";
import { operatorNewPasswordSchema, operatorPasswordChangeSchema } from "./operatorPassword";

const twice = (password: string) => ({ password, password_confirmation: password });

describe("the operator password rule (#36)", () => {
  it("needs at least 8 characters with a lower-case letter, an upper-case letter and a digit", () => {
    expect(validateAll(operatorNewPasswordSchema, twice("Admin12"))).toEqual({
      password: ["Password must be at least 8 characters"],
    });
    expect(validateAll(operatorNewPasswordSchema, twice("admin1234"))).toEqual({
      password: ["Password must have at least one lowercase, one uppercase, and one number"],
    });
    expect(validateAll(operatorNewPasswordSchema, twice("Admin123"))).toEqual({});
  });

  it("asks for the current password and a matching confirmation on a change", () => {
    expect(validateAll(operatorPasswordChangeSchema, { ...twice("Admin123"), current_password: "" })).toHaveProperty(
      "current_password",
    );
    expect(
      validateAll(operatorPasswordChangeSchema, {
        current_password: "x",
        password: "Admin123",
        password_confirmation: "Admin124",
      }),
    ).toEqual({ password_confirmation: ["Passwords must match"] });
  });
});
