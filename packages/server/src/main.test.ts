import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { type ServerProcess, startServerProcess } from "./testing/server-process";

/** The real start command in production mode (DEMO=0) on a fresh embedded database. */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "smm-production-"));
const started: ServerProcess[] = [];
const start = (env: Record<string, string>) => {
  const server = startServerProcess({ DATA_DIR: dataDir, DEMO: "0", ...env });
  started.push(server);
  return server;
};

afterAll(() => {
  for (const { child } of started) if (child.exitCode === null) child.kill("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it("refuses to start without a first operator, then starts with one and prints no demo logins", async () => {
  const refused = start({});
  expect(await refused.exited).toBe(1);
  expect(refused.output().stderr).toBe(
    "No operator exists yet: set ADMIN_EMAIL and ADMIN_PASSWORD to create the first one\n",
  );

  const production = start({ ADMIN_EMAIL: "owner@panel.ng", ADMIN_PASSWORD: "Str0ngPassw0rd" });
  await production.running;
  const { stdout } = production.output();
  expect(stdout).toContain("Production mode (DEMO=0)");
  expect(stdout).toContain("First operator created: owner@panel.ng");
  expect(stdout).not.toMatch(/Demo (customer|admin)|Demo1234|Admin1234/);
  production.child.kill("SIGKILL");
  await production.exited;
}, 180_000);
