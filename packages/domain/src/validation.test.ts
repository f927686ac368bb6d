import { describe, expect, it } from "vitest";
import { z } from "zod";
import { requiredText } from "./schemas/rules";
import { firstError, validateAll, validateForm } from "./validation";

const schema = z.object({
  name: requiredText("Name is required").min(3, "Name is too short"),
  age: z.coerce.number({ error: "Age is required" }).min(18, "Too young"),
  city: requiredText("City is required"),
});

describe("validation helpers", () => {
  it("returns the cast value without unknown keys when valid", () => {
    expect(validateForm(schema, { name: " Ada ", age: "36", city: "Lagos", extra: 1 })).toEqual({
      ok: true,
      value: { name: "Ada", age: 36, city: "Lagos" },
      errors: {},
    });
  });

  it("maps each field to its messages in declaration order", () => {
    const errors = validateAll(schema, { name: "Al", age: 12 });
    expect(Object.keys(errors)).toEqual(["name", "age", "city"]);
    expect(errors).toEqual({ name: ["Name is too short"], age: ["Too young"], city: ["City is required"] });
  });

  it("reports only 'required' for an empty field", () => {
    expect(validateAll(schema, { name: "", age: 20, city: "x" })).toEqual({ name: ["Name is required"] });
  });

  it("gives the first message or undefined", () => {
    expect(firstError(schema, {})).toBe("Name is required");
    expect(firstError(schema, { name: "Ada", age: 20, city: "x" })).toBeUndefined();
  });
});
