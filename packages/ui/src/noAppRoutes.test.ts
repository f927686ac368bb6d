import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const SOURCE = import.meta.dirname;

/** Stories, tests and their example data may name the main panel's routes: they document it, the kit does not. */
const DOCUMENTATION = /(\.stories\.tsx|\.test\.tsx?|\/story-support\/.*|\/test-support\/.*)$/;

/**
 * A string that is an app address: "/", "/signup", "/admin/users/:id", `/dashboard/${page}`, "/api?x=1". An
 * address in a comment is prose, and the endpoint of a URL ("https://…/api/v2") starts with its scheme.
 */
const APP_ROUTE_LITERAL = /(["'`])\/(?:[a-z][\w-]*)?(?:\/[\w${}:.-]*)*(?:[?#][^"'`\s]*)?\1/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !DOCUMENTATION.test(path) ? [path] : [];
  });
}

/** Each literal with where it is, comments left out. */
function appRouteLiterals(file: string, text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, "");
  return [...code.matchAll(APP_ROUTE_LITERAL)].map((match) => `${file}: ${match[0]}`);
}

describe("@smm/ui knows no app route", () => {
  it("finds a route literal when there is one", () => {
    expect(appRouteLiterals("a.tsx", 'const links = [{ href: "/" }, { href: "/admin/users" }];')).toHaveLength(2);
    expect(appRouteLiterals("a.tsx", "<a href='/signup?ref=1'>")).toHaveLength(1);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal, on purpose
    expect(appRouteLiterals("a.tsx", "const path = `/dashboard/${page}`;")).toHaveLength(1);
    expect(appRouteLiterals("a.tsx", '/** Goes to "/admin/login". */\nconst url = "https://x.test/api/v2";')).toEqual(
      [],
    );
  });

  it("takes every link target of its components as a prop: no app path in its source", () => {
    const literals = sourceFiles(SOURCE).flatMap((path) =>
      appRouteLiterals(relative(SOURCE, path), readFileSync(path, "utf8")),
    );
    expect(literals).toEqual([]);
  });
});
