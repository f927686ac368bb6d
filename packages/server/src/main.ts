import { ConfigError, readConfig } from "./config";
import { DEMO_ADMIN, DEMO_CUSTOMER } from "./db/demo-catalogue";
import { startServer } from "./start";

/** One clear line on stderr and exit code 1: what is wrong and how to fix it, never a stack trace. */
function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function main() {
  const config = readConfig();
  const { app, database, createdOperator } = await startServer(config, { level: config.logLevel });

  const url = `http://localhost:${config.port}`;
  const storage = database.kind === "pglite" ? `PGlite in ${config.dataDir}` : "PostgreSQL (DATABASE_URL)";
  // Demo logins are printed only where they exist: a production panel has none.
  const modeLines = config.demo
    ? [
        "Demo mode (DEMO=1): demo data, and a sandbox checkout that moves no money",
        `Demo customer: ${DEMO_CUSTOMER.username} / ${DEMO_CUSTOMER.password} (or ${DEMO_CUSTOMER.email})`,
        `Demo admin:    ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password} (at ${url}/admin/login)`,
      ]
    : [
        "Production mode (DEMO=0): no demo accounts; deposits complete only through gateways or an operator's approval",
        createdOperator
          ? `First operator created: ${createdOperator} (sign in at ${url}/admin/login)`
          : `Operators sign in at ${url}/admin/login`,
      ];
  process.stdout.write(
    [
      `SMM panel running at ${url} (API at ${url}/api, database: ${storage})`,
      ...modeLines,
      ...(config.publicUrlSet
        ? []
        : [
            "PUBLIC_URL is not set: links use the address each visitor used, mail links use " +
              `${config.publicUrl}. Set PUBLIC_URL to the panel's address in production.`,
          ]),
      "",
    ].join("\n"),
  );

  const shutdown = () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) fail(error.message);
  fail(`Server failed to start: ${error instanceof Error ? error.message : String(error)}`);
});
