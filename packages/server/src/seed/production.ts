import { firstError, operatorPassword, PRODUCTION_FIRST_SETTINGS, registerFields } from "@smm/domain";
import { count, eq } from "drizzle-orm";
import { ConfigError, type ServerConfig } from "../config";
import type { Db } from "../db/client";
import { DEMO_ADMIN, DEMO_CUSTOMER, DEMO_DEPOSIT_REFERENCE } from "../db/demo-catalogue";
import { admins, ledgerEntries } from "../db/schema";
import { equalsLowerCase } from "../db/schema/columns";
import { writeLog } from "../services/admin/system-log";
import { hashPassword } from "../services/passwords";
import { writeDefaultSettings } from "../services/settings";

const operatorRules = registerFields.pick({ email: true }).extend({ password: operatorPassword });
const DEMO_PASSWORDS = new Set([DEMO_ADMIN.password, DEMO_CUSTOMER.password]);

/** ADMIN_EMAIL/ADMIN_PASSWORD must be a real address and a strong password, and never the published demo ones. */
function checkFirstOperator(operator: { email: string; password: string }): void {
  const problem = firstError(operatorRules, operator);
  if (problem) throw new ConfigError(`ADMIN_EMAIL/ADMIN_PASSWORD: ${problem}`);
  if (operator.email.toLowerCase() === DEMO_ADMIN.email || DEMO_PASSWORDS.has(operator.password)) {
    throw new ConfigError("ADMIN_EMAIL/ADMIN_PASSWORD must not be the demo credentials printed in the README");
  }
}

/**
 * A production start (DEMO=0): refuses a database that holds the demo data (accounts whose passwords are
 * published, a balance nobody paid for), writes the production's first settings that are missing, and creates the first
 * operator from ADMIN_EMAIL/ADMIN_PASSWORD when there is none. Answers the operator created, if any.
 */
export async function prepareProduction(
  db: Db,
  firstOperator: ServerConfig["firstOperator"],
): Promise<{ createdOperator?: string }> {
  const [demoAdmin] = await db
    .select({ id: admins.id })
    .from(admins)
    .where(equalsLowerCase(admins.emailLower, DEMO_ADMIN.email))
    .limit(1);
  const [demoLedger] = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.reference, DEMO_DEPOSIT_REFERENCE))
    .limit(1);
  if (demoAdmin || demoLedger) {
    throw new ConfigError(
      "This database holds the demo data (accounts with published passwords); start production (DEMO=0) on a fresh database, or set DEMO=1",
    );
  }
  // No demo-like values: no name, no sender, no third party's nameservers, child panel sales off (domain settings).
  await writeDefaultSettings(db, PRODUCTION_FIRST_SETTINGS);
  const [operators] = await db.select({ n: count() }).from(admins);
  if ((operators?.n ?? 0) > 0) return {};
  if (!firstOperator) {
    throw new ConfigError("No operator exists yet: set ADMIN_EMAIL and ADMIN_PASSWORD to create the first one");
  }
  checkFirstOperator(firstOperator);
  const email = firstOperator.email.trim();
  await db.transaction(async (tx) => {
    await tx.insert(admins).values({
      username: email.split("@")[0] || "admin",
      email,
      passwordHash: await hashPassword(firstOperator.password),
    });
    await writeLog(tx, {
      type: "audit",
      action: "admin.created",
      actor: "system",
      target: `admin:${email}`,
      message: "First operator created from ADMIN_EMAIL/ADMIN_PASSWORD",
    });
  });
  return { createdOperator: email };
}
