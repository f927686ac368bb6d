/**
 * Makes every story file its own test file, as @storybook/addon-vitest does: the stories project includes the
 * `*.stories.tsx` files themselves, and this transform appends to each a call of `testStories` (storyTests.tsx) over
 * that module's own exports. So `vitest --shard=i/n` splits the stories by file and `vitest --changed` runs only the
 * story files a change reaches.
 */
import path from "node:path";
import { type Plugin, parseAst } from "vite";

const storyFile = /\.stories\.tsx$/;

export function storyTests(root: string): Plugin {
  const storyTestsModule = path.join(root, ".storybook/storyTests.tsx");
  return {
    name: "smm:story-tests",
    // After React's and TypeScript's transforms, so the code is plain JavaScript that parseAst reads.
    enforce: "post",
    // Vite's dependency scan reads the test files as written, without this transform: without storyTests.tsx as an
    // entry it misses the runner's own dependencies and re-optimises them mid-run, which reloads the tests.
    config: () => ({ optimizeDeps: { entries: [storyTestsModule] } }),
    transform(code, id) {
      if (!storyFile.test(id)) return;
      // The test names keep the story file's path under packages/, as when two files held all the stories.
      const file = path.relative(path.join(root, "packages"), id);
      const module = moduleObject(code, id);
      return {
        code: `${code}
import { testStories as __testStories } from ${JSON.stringify(storyTestsModule)};
__testStories({ ${JSON.stringify(file)}: ${module} });
`,
        // The appended lines come after the original ones, so the incoming source map still holds for the rest.
        map: null,
      };
    },
  };
}

/**
 * `{ default: meta, Playground, … }`: the module's exports by their local names (importing itself instead could load
 * the module a second time under another URL). Any other kind of export is refused rather than left untested.
 */
function moduleObject(code: string, id: string): string {
  const entries: string[] = [];
  for (const node of parseAst(code).body) {
    if (node.type === "ExportDefaultDeclaration" && node.declaration.type === "Identifier")
      entries.push(`default: ${node.declaration.name}`);
    else if (node.type === "ExportNamedDeclaration" && node.declaration?.type === "VariableDeclaration")
      for (const declarator of node.declaration.declarations) {
        if (declarator.id.type !== "Identifier") throw new Error(`${id}: export each story as \`export const Name\``);
        entries.push(declarator.id.name);
      }
    else if (node.type.startsWith("Export"))
      throw new Error(
        `${id}: a story file exports its meta (\`export default meta\`) and \`export const\` stories only`,
      );
  }
  if (!entries.some((entry) => entry.startsWith("default:")))
    throw new Error(`${id}: a story file's default export must be its meta's name (export default meta)`);
  return `{ ${entries.join(", ")} }`;
}
