import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing";

/**
 * The OpenAPI document describes every route: each POST/PUT/PATCH its body (fields, not just "an object") and each
 * route a 2xx answer. It reads the document Fastify builds from the routes themselves, so a new route without
 * schemas fails here.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Schema {
  type?: string | string[];
  properties?: Record<string, unknown>;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  items?: unknown;
  $ref?: string;
  format?: string;
}
interface Operation {
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Schema }> }>;
}

/** A schema that says something about its value: fields, variants, items, a scalar type or a file. */
function describes(schema: Schema | undefined): boolean {
  if (!schema) return false;
  if (schema.oneOf || schema.anyOf || schema.allOf || schema.$ref || schema.items) return true;
  if (schema.type === "object" || schema.type === undefined) return Object.keys(schema.properties ?? {}).length > 0;
  return true;
}

/** Routes that take no body: a command the path names in full (the order, deposit or session is in the path). */
const BODILESS =
  /\/(logout|read|read-all|close|confirm|refill|cancel|approve|reject|check|sync|resend|suspend|reactivate|password-reset|api-key|setup|renew-now)$/;

async function operations() {
  const document = (await t.app.inject({ url: "/api/openapi.json" })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  return Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, operation })),
  );
}

describe("the OpenAPI document", () => {
  it("describes the body of every POST, PUT and PATCH that takes one", async () => {
    const missing = (await operations())
      .filter(({ route }) => /^(POST|PUT|PATCH) /.test(route) && !BODILESS.test(route))
      .filter(({ operation }) => {
        const contents = Object.values(operation.requestBody?.content ?? {});
        return contents.length === 0 || !contents.every((content) => describes(content.schema));
      })
      .map(({ route }) => route);
    expect(missing).toEqual([]);
  });

  it("describes a 2xx answer of every route: its body, or a declared empty answer", async () => {
    const missing = (await operations())
      .filter(({ operation }) => {
        const answers = Object.entries(operation.responses ?? {}).filter(([status]) => /^2/.test(status));
        return !answers.some(([, answer]) => {
          const contents = Object.values(answer.content ?? {});
          // Swagger fills in "Default Response" for a status the route does not declare.
          if (contents.length === 0)
            return answer.description !== undefined && answer.description !== "Default Response";
          return contents.every((content) => describes(content.schema));
        });
      })
      .map(({ route }) => route);
    expect(missing).toEqual([]);
  });

  it("describes the error answer of every route", async () => {
    const missing = (await operations())
      .filter(({ operation }) => !Object.keys(operation.responses ?? {}).some((status) => /^4/.test(status)))
      .map(({ route }) => route);
    expect(missing).toEqual([]);
  });
});
