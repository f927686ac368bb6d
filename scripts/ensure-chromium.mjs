#!/usr/bin/env node
// Finds the Chromium the browser tests use (CHROMIUM_PATH, else Debian's /usr/bin/chromium).
// When it is missing and we are root with apt, installs Debian's `chromium`; otherwise prints the
// exact command and fails. Playwright's own browser download is not possible on these machines.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const installCommand = "apt-get update && apt-get install -y chromium";

function version(binary) {
  const result = spawnSync(binary, ["--version"], { encoding: "utf8" });
  return result.status === 0 ? result.stdout.trim() : null;
}

if (existsSync(path) && version(path)) {
  console.log(`chromium: ${version(path)} (${path})`);
  process.exit(0);
}

const isRoot = process.getuid?.() === 0;
const hasApt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
if (!isRoot || !hasApt || process.env.CHROMIUM_PATH) {
  console.error(`Chromium not found at ${path}. Install it with:\n  sudo sh -c '${installCommand}'`);
  console.error("or set CHROMIUM_PATH to a Chromium or Chrome binary.");
  process.exit(1);
}

console.log(`chromium: not found, installing Debian's package (${installCommand})`);
execFileSync("sh", ["-c", `DEBIAN_FRONTEND=noninteractive ${installCommand} >/dev/null`], { stdio: "inherit" });
if (!version(path)) {
  console.error(`Chromium still not runnable at ${path} after installing.`);
  process.exit(1);
}
console.log(`chromium: ${version(path)} (${path})`);
