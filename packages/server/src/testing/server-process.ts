import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface ServerProcess {
  child: ChildProcess;
  /** Resolves once the start message is printed; rejects if the process exits first. */
  running: Promise<void>;
  exited: Promise<number | null>;
  output(): { stdout: string; stderr: string };
}

/**
 * A real server process: node running src/main.ts through tsx's loader (so the pid is the server's own), on a free
 * port of this machine, with `env` on top of this process's environment. The caller kills it.
 */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(serverRoot, "src/main.ts")], {
    cwd: serverRoot,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", APP_DIST: "/nonexistent", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const running = new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk) => {
      stdout += chunk;
      if (stdout.includes("SMM panel running")) resolve();
    });
    exited.then((code) => reject(new Error(`exited ${code}: ${stderr}`)));
  });
  // A process that is meant to fail never runs: only the tests that wait for `running` hear of it.
  running.catch(() => {});
  return { child, running, exited, output: () => ({ stdout, stderr }) };
}
