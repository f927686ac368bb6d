// The import rules `pnpm lint` checks (dependency-cruiser): no import circle in any package, type-only imports
// included, and no arrow from a lower layer to a higher one. Layers, lowest first:
//   packages: domain → ui → app, and domain → api-client → app; the server uses domain (and api-client's types);
//   server: db and the job queue (jobs/*.ts but index.ts and plugin.ts) → services → job handlers, seed
//   → routes, plugins → app.ts, start.ts, main.ts. Tests may reach any layer (they build the whole app).
const server = "^packages/server/src/";
const test = "\\.test\\.ts$";
const jobQueue = `${server}jobs/(?!index\\.ts$|plugin\\.ts$)[^/]+\\.ts$`;
const aboveServices = [
  `${server}(routes|plugins|seed|testing)/`,
  `${server}jobs/(handlers/|index\\.ts$|plugin\\.ts$)`,
  `${server}(app|start|main)\\.ts$`,
];

/** A rule that `from` must not import `to`. */
const forbid = (name, comment, from, to) => ({
  name,
  comment,
  severity: "error",
  from: { path: from, pathNot: test },
  to: { path: to },
});

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "An import circle: make the arrows go one way (move what both sides need below them).",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    forbid("db-imports-above", "db is the lowest server layer: it imports nothing above it.", `${server}db/`, [
      `${server}(services|jobs)/`,
      ...aboveServices,
    ]),
    forbid(
      "job-queue-imports-above",
      "The job queue knows job kinds only through what jobs/index.ts registers: it imports no service or handler.",
      jobQueue,
      [`${server}services/`, ...aboveServices],
    ),
    forbid(
      "services-import-above",
      "Services sit below routes, plugins, job handlers and the seed.",
      `${server}services/`,
      aboveServices,
    ),
    forbid(
      "domain-imports-a-package",
      "@smm/domain is the bottom: it imports no other package.",
      "^packages/domain/",
      "^packages/(ui|api-client|app|server)/",
    ),
    forbid(
      "ui-imports-above",
      "@smm/ui gets data and links by props.",
      "^packages/ui/",
      "^packages/(api-client|app|server)/",
    ),
    forbid(
      "api-client-imports-above",
      "@smm/api-client renders nothing.",
      "^packages/api-client/",
      "^packages/(ui|app|server)/",
    ),
    forbid("app-imports-server", "The app reaches the server over HTTP only.", "^packages/app/", "^packages/server/"),
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["node_modules", "/dist/", "/\\.tsbuild/"] },
    // Type-only imports count: a circle of types is still a circle of meaning.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs"], conditionNames: ["import", "default"] },
  },
};
