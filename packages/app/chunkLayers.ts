import type { Rolldown } from "vite";

type NameFunction = Extract<Rolldown.CodeSplittingGroup["name"], (...args: never[]) => unknown>;
type ChunkingContext = Parameters<NameFunction>[1];

/**
 * The route modules whose needs make a layer: what a first visit to `/` runs (the document, the public layout and the
 * landing), what a first visit to `/dashboard` adds (the customer shell and New Order), and the admin area's shell.
 */
const LAYERS = [
  ["public", /[\\/]src[\\/](root|layouts[\\/]PublicLayout|routes[\\/]public[\\/]Landing)\.tsx$|entry\.client/],
  ["customer", /[\\/]src[\\/](layouts[\\/]CustomerLayout|routes[\\/]dashboard[\\/]NewOrder)\.tsx$/],
  ["admin", /[\\/]src[\\/]admin[\\/](components[\\/]AdminLayout|screens[\\/]Dashboard)\.tsx$/],
] as const satisfies [layer: string, routeModules: RegExp][];

export type Layer = (typeof LAYERS)[number][0];

/**
 * A module that only passes names on (an index.ts of `export … from` lines; radix-ui's and lucide-react's
 * `import * as X from …` then `export { X }`), without using them.
 */
const BARREL =
  /^(?:\s|\/\/[^\n]*|\/\*[\s\S]*?\*\/|["']use \w+["'];?|import\s*\*\s*as\s+[\w$]+\s*from\s*["'][^"']+["'];?|export\s+(?:type\s+)?(?:\*(?:\s+as\s+[\w$]+)?|\{[^}]*\})(?:\s*from\s*["'][^"']+["'])?;?)*$/;

/**
 * Rolldown's `codeSplitting.groups` name function: which chunk a module shared by several routes goes to. It is the
 * first layer one of whose route modules imports it (through any chain of static imports), so what every public page
 * needs is one file and what every dashboard page adds one more, instead of one file per set of routes sharing a
 * module. A module only one route imports stays in that route's chunk; one reached only through `import()` loads
 * when it is asked for. A wrong guess here costs bytes (a page loads a module it does not run), not a missing module.
 */
export function createChunkLayers(): (layer: Layer) => NameFunction {
  // Keyed by Rolldown's module records, which live for one chunking pass (the client and the prerender builds each
  // have theirs).
  const entriesByModule = new WeakMap<Rolldown.ModuleInfo, Set<string>>();
  const importedNamesByModule = new WeakMap<Rolldown.ModuleInfo, Set<string>>();

  /** The names a module imports by name (`import { a, b as c } from …`), or re-exports from another module. */
  const importedNamesOf = (info: Rolldown.ModuleInfo) => {
    let names = importedNamesByModule.get(info);
    if (!names) {
      names = new Set();
      for (const [, list] of info.code?.matchAll(/(?:import|export)\s*(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from\s*["']/g) ??
        []) {
        for (const [, name] of list?.matchAll(/(?:type\s+)?([\w$]+)(?:\s+as\s+[\w$]+)?\s*(?:,|$)/g) ?? []) {
          if (name) names.add(name);
        }
      }
      importedNamesByModule.set(info, names);
    }
    return names;
  };

  /** The entries (route modules, the client entry) that use `moduleId`, through static imports. */
  const entriesUsing = (moduleId: string, context: ChunkingContext): Set<string> => {
    const info = context.getModuleInfo(moduleId);
    if (!info) return new Set();
    const known = entriesByModule.get(info);
    if (known) return known;
    const entries = new Set<string>();
    entriesByModule.set(info, entries);
    if (info.isEntry) entries.add(moduleId);
    for (const importer of info.importers) {
      for (const entry of importerEntries(importer, namesOf(info, importer, context), context)) entries.add(entry);
    }
    return entries;
  };

  /**
   * The entries behind one importer. Through a barrel (`@smm/ui`'s index.ts, lucide-react's), only the modules that
   * name one of `names` use it: tree-shaking drops the rest of what they import from the barrel.
   */
  const importerEntries = (importer: string, names: Set<string>, context: ChunkingContext): Set<string> => {
    const info = context.getModuleInfo(importer);
    if (!info) return new Set();
    if (!isBarrel(info)) return entriesUsing(importer, context);
    // React Router's client entry of a route module re-exports the module's parts.
    const entries = new Set<string>(info.isEntry ? [importer] : []);
    for (const next of info.importers) {
      const nextInfo = context.getModuleInfo(next);
      if (!nextInfo) continue;
      const passes =
        (isBarrel(nextInfo) && /export\s*\*\s*from/.test(nextInfo.code ?? "")) ||
        [...names].some((name) => importedNamesOf(nextInfo).has(name));
      if (!passes) continue;
      for (const entry of importerEntries(next, names, context)) entries.add(entry);
    }
    return entries;
  };

  return (layer) => (moduleId, context) => {
    const routes = entriesUsing(moduleId, context);
    if (routes.size < 2) return null;
    const first = LAYERS.find(([, routeModules]) =>
      [...routes].some((route) => routeModules.test(route.replace(/\?.*$/, ""))),
    );
    return first?.[0] === layer ? layer : null;
  };
}

const isBarrel = (info: Rolldown.ModuleInfo) => info.code !== null && BARREL.test(info.code);

/**
 * The names a module is known by to the importers of `barrel`: its exports, and the names the barrel gives it
 * (`export { default as Menu } from "./icons/menu.js"`, `export * as Select from "@radix-ui/react-select"`).
 */
function namesOf(info: Rolldown.ModuleInfo, barrel: string, context: ChunkingContext): Set<string> {
  const names = new Set(info.exports.filter((name) => name !== "default"));
  const code = context.getModuleInfo(barrel)?.code ?? "";
  const id = info.id.replace(/\.[^./\\]+$/, "");
  const isModule = (from: string) =>
    from.startsWith(".")
      ? id.endsWith(from.replace(/^(\.\.?\/)+/, "/").replace(/\.[^./]+$/, ""))
      : id.includes(`/${from}/`);
  for (const [, alias, from] of code.matchAll(/(?:export|import)\s*\*\s*as\s+([\w$]+)\s*from\s*["']([^"']+)["']/g)) {
    // Its own names mean nothing here (radix-ui's `Select.Label` is not `Label`).
    if (alias && from && isModule(from)) return new Set([alias]);
  }
  for (const [, list, from] of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    if (!list || !from || !isModule(from)) continue;
    for (const [, alias] of list.matchAll(/default\s+as\s+([\w$]+)/g)) if (alias) names.add(alias);
  }
  return names;
}
