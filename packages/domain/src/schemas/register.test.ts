import { describe, expect, it } from "vitest";
import { validateAll } from "../validation";
import { registerSchema } from "./register";

const valid = {
  username: "jane",
  email: "jane@example.com",
  first_name: "Jane",
  last_name: "Doe",
  password: "Secret1",
  password_confirmation: "Secret1",
};

describe("registerSchema", () => {
  it("accepts a complete registration", () => {
    expect(validateAll(registerSchema, valid)).toEqual({});
  });

  it("reports each missing field as required, in form order", () => {
    const errors = validateAll(registerSchema, {});
    expect(Object.keys(errors)).toEqual([
      "username",
      "email",
      "first_name",
      "last_name",
      "password",
      "password_confirmation",
    ]);
    expect(errors).toEqual({
      username: ["Username is required"],
      email: ["Email is required"],
      first_name: ["First name is required"],
      last_name: ["Last name is required"],
      password: ["Password is required"],
      password_confirmation: ["Please confirm your password"],
    });
  });

  it("checks lengths and the email", () => {
    expect(
      validateAll(registerSchema, { ...valid, username: "jo", email: "jane@", first_name: "J", last_name: "D" }),
    ).toEqual({
      username: ["Username must be at least 3 characters"],
      email: ["Email must be a valid email"],
      first_name: ["First name must be at least 2 characters"],
      last_name: ["Last name must be at least 2 characters"],
    });
  });

  it("takes usernames of letters, digits and _ only: never an e-mail or a space", () => {
    expect(validateAll(registerSchema, { ...valid, username: "Jane_Doe2" })).toEqual({});
    for (const username of ["jane@example.com", "user name!", "jane.doe", "jane-doe", "jané"]) {
      expect(validateAll(registerSchema, { ...valid, username }).username).toEqual([
        "Username may only contain letters, numbers and underscores",
      ]);
    }
  });

  it("needs 6 characters with a lowercase, an uppercase and a number", () => {
    expect(validateAll(registerSchema, { ...valid, password: "Ab1", password_confirmation: "Ab1" }).password).toEqual([
      "Password must be at least 6 characters",
    ]);
    for (const password of ["secret1", "SECRET1", "Secrets"]) {
      expect(validateAll(registerSchema, { ...valid, password, password_confirmation: password }).password).toEqual([
        "Password must have at least one lowercase, one uppercase, and one number",
      ]);
    }
  });

  it("asks for the confirmation before comparing it (required comes before equality)", () => {
    expect(validateAll(registerSchema, { ...valid, password_confirmation: "" })).toEqual({
      password_confirmation: ["Please confirm your password"],
    });
  });

  it("needs the confirmation to match", () => {
    expect(validateAll(registerSchema, { ...valid, password_confirmation: "Secret2" })).toEqual({
      password_confirmation: ["Passwords must match"],
    });
  });

  it("reports a mismatch beside the other fields' problems, and a body that is no object as such", () => {
    expect(validateAll(registerSchema, { ...valid, first_name: "", password_confirmation: "Secret2" })).toEqual({
      first_name: ["First name is required"],
      password_confirmation: ["Passwords must match"],
    });
    expect(Object.keys(validateAll(registerSchema, null))).toEqual(["body"]);
  });
});
