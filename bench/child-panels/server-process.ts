/**
 * The built server (packages/server/dist/main.js) as production runs it, in a process of its own so its memory is
 * its own; memory-probe.mjs lets the benchmark ask it for its memory after a GC.
 */
import type { ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { spawnBuiltServer } from "../../e2e/support/server.ts";

const probe = pathToFileURL(path.join(path.dirname(fileURLToPath(import.meta.url)), "memory-probe.mjs")).href;

export interface Memory {
  rssMB: number;
  heapUsedMB: number;
}

export interface ServerUnderTest {
  /** http://127.0.0.1:<port>: where requests go (their Host header names the panel). */
  url: string;
  /** The server's memory after a full GC. */
  memory(): Promise<Memory>;
  stop(): Promise<void>;
}

const megabytes = (bytes: number) => Number((bytes / 1024 / 1024).toFixed(1));

function askMemory(child: ChildProcess): Promise<Memory> {
  return new Promise((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error("the server did not report its memory")), 10_000);
    child.once("message", (usage: NodeJS.MemoryUsage) => {
      clearTimeout(timeout);
      resolve({ rssMB: megabytes(usage.rss), heapUsedMB: megabytes(usage.heapUsed) });
    });
    child.send("memory");
  });
}

/** Starts the built server in production mode with `env` (DATABASE_URL and the rest), listening on 127.0.0.1. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerUnderTest> {
  const { port, child, stop } = await spawnBuiltServer({
    nodeArgs: ["--expose-gc", "--import", probe],
    env: () => ({ NODE_ENV: "production", HOST: "127.0.0.1", ...env }),
    ipc: true,
  });
  return { url: `http://127.0.0.1:${port}`, memory: () => askMemory(child), stop };
}
