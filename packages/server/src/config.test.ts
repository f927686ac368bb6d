import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, environmentSchema, readConfig, readTuning, repoRoot } from "./config";

/** The variable names in the first column of a README's table rows (`| \`PORT\` | …`, `| \`A\`, \`B\` | …`). */
function tableVariables(readme: string): string[] {
  return readFileSync(path.join(repoRoot, readme), "utf8")
    .split("\n")
    .filter((line) => /^\| `[A-Z][A-Z0-9_]+`/.test(line))
    .flatMap((line) => [...(line.split("|")[1] ?? "").matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1] ?? ""));
}

describe("environmentSchema: every variable in one zod object", () => {
  it("is the server README's table, and the root README lists none it lacks", () => {
    const declared = Object.keys(environmentSchema.shape).sort();
    expect([...new Set(tableVariables("packages/server/README.md"))].sort()).toEqual(declared);
    // The root README's table adds the app's build setting and the tests' browser.
    const others = ["VITE_API_BASE_URL", "CHROMIUM_PATH"];
    const root = tableVariables("README.md").filter((name) => !others.includes(name));
    expect(root.filter((name) => !declared.includes(name))).toEqual([]);
  });

  it("gives every variable its default", () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      databaseUrl: undefined,
      dataDir: path.join(repoRoot, "data"),
      appDist: path.join(repoRoot, "packages/app/dist/client"),
      publicUrl: "http://localhost:3000",
      publicUrlSet: false,
      uploadsDir: path.join(repoRoot, "data/uploads"),
      paystackSecretKey: undefined,
      paystackBaseUrl: "https://api.paystack.co",
      smtpUrl: undefined,
      demo: true,
      firstOperator: undefined,
      nowpayments: undefined,
      trustProxy: false,
      providerAllowPrivateNetwork: false,
      childPanelBaseDomain: undefined,
      serverAddresses: [],
      secretKey: undefined,
      logLevel: "warn",
    });
    expect(readTuning({})).toEqual({
      jobs: {
        pollMs: 1000,
        backoffBaseMs: 2000,
        statusSyncMs: 60_000,
        serviceSyncMs: 3_600_000,
        aggregatesMs: 60_000,
        balancesMs: 300_000,
        renewalsMs: 60_000,
        providerTimeoutMs: 15_000,
      },
      apiV2RateLimit: 600,
    });
  });

  it("reads what is set: an empty value is unset, addresses and domains are tidied", () => {
    const config = readConfig({
      PORT: "8080",
      HOST: "",
      PUBLIC_URL: "https://panel.ng//",
      ADMIN_EMAIL: " owner@panel.ng ",
      ADMIN_PASSWORD: "Str0ngPassw0rd",
      CHILD_PANEL_BASE_DOMAIN: " .Panels.NG. ",
      SERVER_ADDRESSES: "203.0.113.7, not-an-ip, 2001:DB8::1",
      LOG_LEVEL: "info",
    });
    expect(config).toMatchObject({
      port: 8080,
      host: "0.0.0.0",
      publicUrl: "https://panel.ng",
      publicUrlSet: true,
      firstOperator: { email: "owner@panel.ng", password: "Str0ngPassw0rd" },
      childPanelBaseDomain: "panels.ng",
      serverAddresses: ["203.0.113.7", "2001:db8::1"],
      logLevel: "info",
    });
    expect(readTuning({ JOBS_POLL_MS: "0", API_V2_RATE_LIMIT: "5" })).toMatchObject({
      jobs: { pollMs: 0 },
      apiV2RateLimit: 5,
    });
  });

  it.each(["http", "65536", "80.5", "-1"])("stops the start on PORT=%s, naming the variable", (PORT) => {
    expect(() => readConfig({ PORT })).toThrow(
      new ConfigError(`PORT must be a whole number between 0 and 65535, got "${PORT}"`),
    );
  });

  it("keeps the tuning's default for a value it cannot read, as it always has (it never stopped a start)", () => {
    expect(readTuning({ JOBS_POLL_MS: "soon", STATUS_SYNC_MS: "-5", API_V2_RATE_LIMIT: "0" })).toMatchObject({
      jobs: { pollMs: 1000, statusSyncMs: 60_000 },
      apiV2RateLimit: 600,
    });
  });
});
