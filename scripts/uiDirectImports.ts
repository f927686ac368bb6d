/**
 * For the jsdom tests: `import { Button, Alert } from "@smm/ui"` becomes imports of the modules that define Button and
 * Alert, and `export { … } from "@smm/ui"` re-exports from them. Through the barrel every app test imported every
 * component, so Vitest's `--changed` ran all the app's tests after a change to any component; with direct imports its
 * module graph holds what a test really uses. A name the barrel does not lead to by plain re-exports leaves its
 * import as written.
 */
import fs from "node:fs";
import path from "node:path";
import { type Plugin, parseAst } from "vite";

const barrelName = "@smm/ui";

function resolveModule(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")].find((file) =>
    fs.existsSync(file),
  );
}

/** Each value a module exports, mapped to the module that declares it (following `export *` and `export { x } from`). */
function exportedFrom(file: string, seen = new Set<string>()): Map<string, string> {
  const owners = new Map<string, string>();
  if (seen.has(file)) return owners;
  seen.add(file);
  const text = fs.readFileSync(file, "utf8");
  for (const [, source] of text.matchAll(/^export \* from "([^"]+)";/gm)) {
    const target = source && resolveModule(file, source);
    if (target) for (const [name, owner] of exportedFrom(target, seen)) owners.set(name, owner);
  }
  for (const [, list = "", source] of text.matchAll(/^export \{([^}]*)\}(?: from "([^"]+)")?;/gm)) {
    const target = source ? resolveModule(file, source) : undefined;
    const targetOwners = target ? exportedFrom(target, seen) : undefined;
    for (const entry of list.split(",").map((part) => part.trim())) {
      if (entry === "" || entry.startsWith("type ")) continue;
      const [name = "", alias] = entry.split(/\s+as\s+/);
      // A renamed re-export is imported from the module that renames it.
      owners.set(alias ?? name, (alias ? undefined : targetOwners?.get(name)) ?? file);
    }
  }
  for (const [, name] of text.matchAll(/^export (?:async )?(?:function\*?|const|let|class|enum) (\w+)/gm)) {
    if (name) owners.set(name, file);
  }
  return owners;
}

export function uiDirectImports(root: string): Plugin {
  const barrel = path.join(root, "packages/ui/src/index.ts");
  let owners: Map<string, string> | undefined;
  return {
    name: "smm:ui-direct-imports",
    // After TypeScript's transform, so type-only imports are gone and the code is JavaScript that parseAst reads.
    enforce: "post",
    transform(code, id) {
      if (!/\.[cm]?[jt]sx?$/.test(id) || id.includes("/node_modules/") || !code.includes(barrelName)) return;
      owners ??= exportedFrom(barrel);
      const replacements: Array<{ start: number; end: number; text: string }> = [];
      for (const node of parseAst(code).body) {
        // `import { … } from "@smm/ui"`, and `export { … } from "@smm/ui"` (a module that passes some names on).
        if (node.type !== "ImportDeclaration" && node.type !== "ExportNamedDeclaration") continue;
        if (node.source?.value !== barrelName) continue;
        const byModule = new Map<string, string[]>();
        const direct = node.specifiers.every((specifier) => {
          const [name, alias] =
            specifier.type === "ImportSpecifier"
              ? [specifier.imported, specifier.local]
              : specifier.type === "ExportSpecifier"
                ? [specifier.local, specifier.exported]
                : [];
          if (name?.type !== "Identifier" || alias?.type !== "Identifier") return false;
          const owner = owners?.get(name.name);
          if (!owner) return false;
          const names = byModule.get(owner) ?? [];
          names.push(`${name.name} as ${alias.name}`);
          byModule.set(owner, names);
          return true;
        });
        if (!direct || byModule.size === 0) continue;
        const keyword = node.type === "ImportDeclaration" ? "import" : "export";
        const statements = [...byModule].map(
          ([file, names]) => `${keyword} { ${names.join(", ")} } from ${JSON.stringify(file)};`,
        );
        // On one line, so the lines after it keep their numbers.
        replacements.push({ start: node.start, end: node.end, text: statements.join(" ") });
      }
      if (replacements.length === 0) return;
      let result = code;
      for (const { start, end, text } of replacements.reverse())
        result = result.slice(0, start) + text + result.slice(end);
      return { code: result, map: null };
    },
  };
}
