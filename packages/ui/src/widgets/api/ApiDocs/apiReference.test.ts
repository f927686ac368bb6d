import {
  RESELLER_ACTIONS,
  RESELLER_PARAMETERS,
  type ResellerParameter,
  resellerActionParameters,
  resellerRequest,
} from "@smm/domain";
import { describe, expect, it } from "vitest";
import { apiReference } from "./apiReference";

/** The API page documents exactly what the request schema (the server's, and the OpenAPI document's) takes. */
describe("apiReference", () => {
  const reference = apiReference("NGN");

  it.each(RESELLER_ACTIONS)(
    "documents every parameter of action=%s that the schema declares, and no other",
    (action) => {
      const documented = new Set(
        reference
          .filter((doc) => doc.action === action)
          .flatMap((doc) => doc.parameters.map((parameter) => parameter.name))
          .filter((name) => name !== "action"),
      );
      expect([...documented].sort()).toEqual(resellerActionParameters(action).sort());
    },
  );

  it("describes each parameter in the schema's words", () => {
    for (const parameter of reference.flatMap((doc) => doc.parameters).filter(({ name }) => name !== "action"))
      expect(parameter.description).toBe(RESELLER_PARAMETERS[parameter.name as ResellerParameter].description);
  });

  it.each(reference.map((doc) => [doc.slug, doc] as const))(
    "%s: the documented example is a call the server's union accepts, every parameter read",
    (_slug, doc) => {
      const read = resellerRequest.safeParse({ key: "your-key", ...doc.example });
      expect(read.success, JSON.stringify(read.error?.issues)).toBe(true);
      const documented = doc.parameters.map((parameter) => parameter.name);
      for (const name of Object.keys(doc.example)) {
        expect(documented, name).toContain(name);
        expect(read.data, name).toHaveProperty(name);
        expect((read.data as Record<string, unknown>)[name], name).not.toBeUndefined();
      }
    },
  );
});
