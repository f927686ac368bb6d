import { defineConfig } from "drizzle-kit";

// `pnpm --filter @smm/server db:generate` writes a new versioned migration after a schema change.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema/index.ts",
  out: "./drizzle",
});
