/**
 * What the app benchmarks share: a fresh build of the app and server, the built server on a temporary database
 * (the same starter as the e2e tests), the minimal React Router app the app is measured beside, and a customer
 * registered through the API whose session a browser can be given before it loads a dashboard page.
 */
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { repoRoot, startBuiltServer } from "../e2e/support/server.ts";

export { startMinimalApp } from "./minimal-app/serve.ts";
export { startBuiltServer };

function build(what: string, args: string[]): void {
  const result = spawnSync("pnpm", args, { cwd: repoRoot, encoding: "utf8" });
  if (result.status !== 0) {
    const output = `${result.stdout}\n${result.stderr}`.split("\n").filter((line) => /error|could not/i.test(line));
    throw new Error(`${what} failed:\n${output.slice(0, 10).join("\n")}`);
  }
}

/** `pnpm build`: the app (Vite) and the server bundle, so the figures are for the code as it is now. */
export function buildAppAndServer(): void {
  build("pnpm build", ["build"]);
}

/** bench/minimal-app's build (React Router's, as the app's). */
export function buildMinimalApp(): void {
  build("The minimal app's build", ["--filter", "@smm/bench-minimal-app", "build"]);
}

export interface StoredCustomer {
  token: string;
  user: unknown;
}

export async function registerCustomer(serverUrl: string): Promise<StoredCustomer> {
  const username = `bench${randomUUID().slice(0, 8)}`;
  const response = await fetch(`${serverUrl}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      username,
      email: `${username}@example.test`,
      first_name: "Bench",
      last_name: "Customer",
      password: "Secret123",
      password_confirmation: "Secret123",
    }),
  });
  if (!response.ok) throw new Error(`Registering a customer failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as StoredCustomer;
}

/** A script for page.evaluate that stores the session as the app does with "remember me" ticked. */
export function rememberSession({ token, user }: StoredCustomer): void {
  localStorage.setItem("authToken", token);
  localStorage.setItem("userData", JSON.stringify(user));
}
