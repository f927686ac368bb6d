/// <reference path="../types/fs-native-extensions.d.ts" />
import fs from "node:fs";
import path from "node:path";
import { tryLock } from "fs-native-extensions";
import { ConfigError } from "../config";

export const LOCK_FILE = "panel.lock";

/**
 * Holds DATA_DIR for this process: PGlite is one process's database, and a second process writing the same folder
 * loses data. The lock is the operating system's (an open-file-description lock on Linux, flock on macOS,
 * LockFileEx on Windows), so it goes with the process however it ends, kill -9 included: a stale lock cannot
 * exist. The file holds the holder's pid, for the message only. Answers the release (closing the file).
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  const fd = fs.openSync(file, "a+");
  let locked = false;
  try {
    locked = tryLock(fd);
  } finally {
    if (!locked) fs.closeSync(fd);
  }
  if (!locked) {
    const holder = fs.readFileSync(file, "utf8").trim();
    const pid = /^\d+$/.test(holder) ? ` (pid ${holder})` : "";
    throw new ConfigError(
      `Another process${pid} is using the database in DATA_DIR ${dataDir}; stop it first, or set DATA_DIR to another folder`,
    );
  }
  fs.ftruncateSync(fd, 0);
  fs.writeSync(fd, `${process.pid}\n`, 0);
  let open = true;
  return () => {
    // Once: a second close could hit a descriptor number reused by something else.
    if (open) fs.closeSync(fd);
    open = false;
  };
}
