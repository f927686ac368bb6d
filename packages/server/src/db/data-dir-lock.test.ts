import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";

/** Real server processes (node running src/main.ts through tsx's loader) on one embedded database folder. */
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "smm-lock-"));
const started: ChildProcess[] = [];

function startServer() {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(serverRoot, "src/main.ts")], {
    cwd: serverRoot,
    env: { ...process.env, DATA_DIR: dataDir, PORT: "0", HOST: "127.0.0.1", APP_DIST: "/nonexistent", DEMO: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.push(child);
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const running = new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", () => {
      if (stdout.includes("SMM panel running")) resolve();
    });
    exited.then((code) => reject(new Error(`exited ${code}: ${stderr}`)));
  });
  // A process that is meant to fail never runs: only the tests that wait for `running` hear of it.
  running.catch(() => {});
  return { child, running, exited, output: () => ({ stdout, stderr }) };
}

afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it("a second process on the same DATA_DIR exits at once naming the holder; kill -9 leaves no stale lock", async () => {
  const first = startServer();
  await first.running;

  const second = startServer();
  const startedAt = Date.now();
  expect(await second.exited).toBe(1);
  expect(Date.now() - startedAt).toBeLessThan(15_000);
  const { stderr, stdout } = second.output();
  expect(stdout).toBe("");
  expect(stderr.trim().split("\n")).toEqual([
    `Another process (pid ${first.child.pid}) is using the database in DATA_DIR ${dataDir}; stop it first, or set DATA_DIR to another folder`,
  ]);

  first.child.kill("SIGKILL");
  await first.exited;
  const third = startServer();
  await third.running;
  third.child.kill("SIGKILL");
  await third.exited;
}, 180_000);
