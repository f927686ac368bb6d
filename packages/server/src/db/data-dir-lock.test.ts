import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { type ServerProcess, startServerProcess } from "../testing/server-process";

/** Real server processes on one embedded database folder. */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "smm-lock-"));
const started: ServerProcess[] = [];
const start = () => {
  const server = startServerProcess({ DATA_DIR: dataDir, DEMO: "1" });
  started.push(server);
  return server;
};

afterAll(() => {
  for (const { child } of started) if (child.exitCode === null) child.kill("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it("a second process on the same DATA_DIR exits at once naming the holder; kill -9 leaves no stale lock", async () => {
  const firstStartedAt = Date.now();
  const first = start();
  await first.running;
  // "At once" relative to the machine's pace: the refusal takes less than the first start (migrations and the demo
  // seed) took, instead of waiting for the lock to be released.
  const firstStartMs = Date.now() - firstStartedAt;
  // Demo mode prints the demo logins.
  expect(first.output().stdout).toContain("Demo customer: demo / Demo1234");

  const second = start();
  const startedAt = Date.now();
  expect(await second.exited).toBe(1);
  expect(Date.now() - startedAt).toBeLessThan(firstStartMs);
  const { stderr, stdout } = second.output();
  expect(stdout).toBe("");
  expect(stderr.trim().split("\n")).toEqual([
    `Another process (pid ${first.child.pid}) is using the database in DATA_DIR ${dataDir}; stop it first, or set DATA_DIR to another folder`,
  ]);

  first.child.kill("SIGKILL");
  await first.exited;
  const third = start();
  await third.running;
  third.child.kill("SIGKILL");
  await third.exited;
}, 180_000);
