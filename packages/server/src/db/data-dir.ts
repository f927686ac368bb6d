import fs from "node:fs/promises";
import path from "node:path";
import { ConfigError } from "../config";

const EXPLANATIONS: Record<string, string> = {
  EACCES: "permission denied",
  EPERM: "permission denied",
  EROFS: "the file system is read-only",
  ENOTDIR: "a part of the path is a file, not a folder",
  ENOENT: "the path cannot be created",
};

// fs.mkdir({ recursive: true }) never settles for some paths (e.g. under /proc), so walk up by hand.
async function makeDir(dir: string): Promise<void> {
  try {
    await fs.mkdir(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EEXIST") return;
    const parent = path.dirname(dir);
    if (code !== "ENOENT" || parent === dir) throw error;
    await makeDir(parent);
    await fs.mkdir(dir);
  }
}

/** Creates DATA_DIR when missing and proves it is a folder this process can write to. */
export async function ensureDataDir(dir: string): Promise<void> {
  try {
    await makeDir(dir);
    const stat = await fs.stat(dir);
    if (!stat.isDirectory()) throw new ConfigError(`Cannot use DATA_DIR ${dir}: it is a file, not a folder`);
    const probe = path.join(dir, `.write-test-${process.pid}`);
    await fs.writeFile(probe, "");
    await fs.rm(probe);
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    const code = (error as NodeJS.ErrnoException).code ?? "";
    throw new ConfigError(`Cannot use DATA_DIR ${dir}: ${EXPLANATIONS[code] ?? (error as Error).message}`);
  }
}
