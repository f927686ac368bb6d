import { TWO_FACTOR_MESSAGES as M, type StaffTwoFactorRequirement } from "@smm/domain";
import { and, eq, isNotNull } from "drizzle-orm";
import type { Db, Queryable } from "../db/client";
import { adminTwoFactor, settings } from "../db/schema";
import { validationError } from "../errors";
import { writeLog } from "./admin/system-log";

/**
 * The settings row of the owner's "Require two-factor sign-in for staff". Not one of the operator settings
 * (GET/PUT /admin/settings): only the owner may change it, through its own route in the owner-only staff area.
 */
export const STAFF_TWO_FACTOR_REQUIRED_KEY = "staff_two_factor_required";

export async function readTwoFactorRequirement(db: Queryable): Promise<StaffTwoFactorRequirement> {
  const [row] = await db.select().from(settings).where(eq(settings.key, STAFF_TWO_FACTOR_REQUIRED_KEY)).limit(1);
  return { required: row?.value === "true" };
}

/**
 * Turns the requirement on or off. On only when the owner has two-factor sign-in themselves, so the one who sets the
 * rule is never the one it locks out. Staff without it are then sent to the setup by the authorization hook.
 */
export async function setTwoFactorRequirement(
  db: Db,
  owner: { id: number; ip: string },
  { required }: StaffTwoFactorRequirement,
): Promise<StaffTwoFactorRequirement> {
  if (required) {
    const [own] = await db
      .select({ adminId: adminTwoFactor.adminId })
      .from(adminTwoFactor)
      .where(and(eq(adminTwoFactor.adminId, owner.id), isNotNull(adminTwoFactor.confirmedAt)))
      .limit(1);
    if (!own) throw validationError({ required: [M.ownerFirst] });
  }
  await db.transaction(async (tx) => {
    await tx
      .insert(settings)
      .values({ key: STAFF_TWO_FACTOR_REQUIRED_KEY, value: String(required) })
      .onConflictDoUpdate({ target: [settings.panelId, settings.key], set: { value: String(required) } });
    await writeLog(tx, {
      type: "audit",
      action: "staff.two_factor_required",
      actor: `admin:${owner.id}`,
      target: "settings",
      after: { required },
      message: required ? "Two-factor sign-in required for staff" : "Two-factor sign-in no longer required for staff",
      ip: owner.ip,
    });
  });
  return { required };
}
