import {
  type AdminSettings,
  CURRENCY_CODES,
  DEFAULT_SETTINGS,
  isHttpUrl,
  isMoneyInput,
  isPaymentMethodId,
  type PaymentMethodId,
  type PublicSettings,
  publicSettingsOf,
  toDecimal,
  VIDEO_GUIDE_PLACES,
  VIDEO_URL_MAX_LENGTH,
  type VideoGuide,
  type VideoGuides,
} from "@smm/domain";
import { sql } from "drizzle-orm";
import type { Db, Queryable } from "../db/client";
import { settings } from "../db/schema";
import { BODY_NOT_OBJECT_MESSAGE, type FieldErrors, INVALID_DATA_MESSAGE, validationError } from "../errors";
import { type AuditContext, audit } from "./admin/system-log";

type Key = keyof AdminSettings;
const CACHE_MS = 2000;
const KEYS = Object.keys(DEFAULT_SETTINGS) as Key[];

/** One row per top-level setting, its value as JSON; a missing row falls back to the domain's default. */
export async function readSettings(db: Queryable): Promise<AdminSettings> {
  const rows = await db.select().from(settings);
  const stored: Partial<Record<string, unknown>> = {};
  for (const row of rows) {
    try {
      stored[row.key] = JSON.parse(row.value);
    } catch {
      // A hand-edited row that is not JSON: the default stands.
    }
  }
  const merged = { ...DEFAULT_SETTINGS } as Record<Key, unknown>;
  for (const key of KEYS) if (stored[key] !== undefined) merged[key] = stored[key];
  return merged as unknown as AdminSettings;
}

export async function writeSettings(db: Queryable, values: Partial<AdminSettings>): Promise<void> {
  const rows = Object.entries(values).map(([key, value]) => ({ key, value: JSON.stringify(value) }));
  if (rows.length === 0) return;
  await db
    .insert(settings)
    .values(rows)
    .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value` } });
}

/** Writes the domain's default for every setting not stored yet; an operator's values stay. */
export async function writeDefaultSettings(db: Queryable): Promise<void> {
  await db
    .insert(settings)
    .values(Object.entries(DEFAULT_SETTINGS).map(([key, value]) => ({ key, value: JSON.stringify(value) })))
    .onConflictDoNothing({ target: settings.key });
}

/** Reads and validates the operator's settings; the rules that take a setting ask here. */
export class SettingsService {
  private cached: { at: number; value: Promise<AdminSettings> } | undefined;

  constructor(private readonly db: Db) {}

  /** Inside a transaction: read there. Otherwise the last read, at most CACHE_MS old. */
  all(db?: Queryable): Promise<AdminSettings> {
    if (db) return readSettings(db);
    return this.fresh();
  }

  /**
   * Every customer write asks for the maintenance flag, so a read is kept for CACHE_MS; a change made through
   * this process clears it at once, one made by another instance shows within CACHE_MS.
   */
  private fresh(): Promise<AdminSettings> {
    const now = Date.now();
    if (!this.cached || now - this.cached.at > CACHE_MS) {
      const value = readSettings(this.db);
      this.cached = { at: now, value };
      value.catch(() => {
        if (this.cached?.value === value) this.cached = undefined;
      });
    }
    return this.cached.value;
  }

  async public(): Promise<PublicSettings> {
    return publicSettingsOf(await this.fresh());
  }

  /** Validates and saves a change (only the given settings), audited with before and after. */
  async update(context: AuditContext, body: unknown): Promise<AdminSettings> {
    const change = validateSettingsChange(body);
    const saved = await this.db.transaction(async (tx) => {
      const before = await readSettings(tx);
      await writeSettings(tx, change);
      const after = await readSettings(tx);
      const changed = (Object.keys(change) as Key[]).filter(
        (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
      );
      await audit(tx, context, "settings.update", "settings", {
        before: Object.fromEntries(changed.map((key) => [key, before[key]])),
        after: Object.fromEntries(changed.map((key) => [key, after[key]])),
        message: changed.length > 0 ? `Changed: ${changed.join(", ")}` : "Nothing changed",
      });
      return after;
    });
    // Only once committed: a read meanwhile must not cache the old values again.
    this.cached = undefined;
    return saved;
  }
}

// --- validation of PUT /admin/settings ------------------------------------------------------------------------

const isText = (value: unknown, max: number): value is string =>
  typeof value === "string" && value.trim().length <= max;

function isPositiveDecimal(value: unknown): value is string {
  return typeof value === "string" && /^\d+(\.\d+)?$/.test(value.trim()) && toDecimal(value.trim()).greaterThan(0);
}

function isPercent(value: unknown): value is string {
  return (
    typeof value === "string" &&
    /^\d+(\.\d{1,2})?$/.test(value.trim()) &&
    toDecimal(value.trim()).lessThanOrEqualTo(100)
  );
}

const isMoney = (value: unknown): value is string => typeof value === "string" && isMoneyInput(value);

/** One place's guide: each link "" (none) or an http(s) address; a poster or transcript needs the video. */
function readVideoGuide(raw: unknown, at: string, fail: (field: string, message: string) => void): VideoGuide {
  const guide = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  const link = (field: keyof VideoGuide) => {
    const value = guide[field] ?? "";
    if (typeof value !== "string" || value.trim().length > VIDEO_URL_MAX_LENGTH) {
      fail(`${at}.${field}`, `The address must be text of at most ${VIDEO_URL_MAX_LENGTH} characters.`);
      return "";
    }
    const trimmed = value.trim();
    if (trimmed !== "" && !isHttpUrl(trimmed))
      fail(`${at}.${field}`, "The address must start with http:// or https://.");
    return trimmed;
  };
  const read: VideoGuide = {
    video_url: link("video_url"),
    poster_url: link("poster_url"),
    transcript_url: link("transcript_url"),
  };
  if (read.video_url === "" && (read.poster_url !== "" || read.transcript_url !== "")) {
    fail(`${at}.video_url`, "Give the video's address, or clear the poster and transcript too.");
  }
  return read;
}

const HOSTNAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Checks a settings change field by field and returns only the known fields, normalised. Every problem is
 * reported at once with the field's path, e.g. `currency_rates.USD`, `payment_methods.0.min_amount`.
 */
export function validateSettingsChange(body: unknown): Partial<AdminSettings> {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw validationError({ body: [BODY_NOT_OBJECT_MESSAGE] }, INVALID_DATA_MESSAGE);
  }
  const input = body as Record<string, unknown>;
  const errors: FieldErrors = {};
  const fail = (field: string, message: string) => {
    // Own keys only: a field named "constructor" must not find Object.prototype's.
    errors[field] = [...(Object.hasOwn(errors, field) ? (errors[field] ?? []) : []), message];
  };
  const out: Partial<AdminSettings> = {};

  if (Object.hasOwn(input, "site_name")) {
    const v = input.site_name;
    if (!isText(v, 80) || v.trim() === "") fail("site_name", "The site name is required (at most 80 characters).");
    else out.site_name = v.trim();
  }
  for (const key of ["banner_text", "support_hours", "maintenance_message", "bank_transfer_details"] as const) {
    if (!Object.hasOwn(input, key)) continue;
    const v = input[key];
    if (!isText(v, 500)) fail(key, `The ${key.replace(/_/g, " ")} must be text of at most 500 characters.`);
    else out[key] = v.trim();
  }
  if (Object.hasOwn(input, "maintenance")) {
    if (typeof input.maintenance !== "boolean") fail("maintenance", "Maintenance must be true or false.");
    else out.maintenance = input.maintenance;
  }
  if (Object.hasOwn(input, "mail_from")) {
    const v = input.mail_from;
    if (typeof v !== "string" || !EMAIL.test(v.trim())) fail("mail_from", "The sender must be an email address.");
    else out.mail_from = v.trim();
  }
  if (Object.hasOwn(input, "currency_rates")) {
    const rates = input.currency_rates;
    if (typeof rates !== "object" || rates === null || Array.isArray(rates)) {
      fail("currency_rates", "The currency rates must be an object of currency → rate.");
    } else {
      const next = { ...DEFAULT_SETTINGS.currency_rates };
      for (const code of CURRENCY_CODES) {
        const rate = (rates as Record<string, unknown>)[code];
        if (code === "NGN") {
          if (rate !== undefined && rate !== "1") fail("currency_rates.NGN", "The NGN rate is always 1.");
        } else if (!isPositiveDecimal(rate)) {
          fail(`currency_rates.${code}`, `The ${code} rate must be a positive decimal number (units per 1 NGN).`);
        } else {
          next[code] = rate.trim();
        }
      }
      for (const code of Object.keys(rates)) {
        if (!(CURRENCY_CODES as readonly string[]).includes(code)) {
          fail(`currency_rates.${code}`, `${code} is not a supported currency.`);
        }
      }
      out.currency_rates = next;
    }
  }
  if (Object.hasOwn(input, "payment_methods")) {
    const methods = input.payment_methods;
    if (!Array.isArray(methods) || methods.length === 0) {
      fail("payment_methods", "The payment methods must be a non-empty list.");
    } else {
      const seen = new Set<string>();
      out.payment_methods = methods.map((raw, index) => {
        const at = `payment_methods.${index}`;
        const method = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
        if (!isPaymentMethodId(method.id) || seen.has(method.id))
          fail(`${at}.id`, "Unknown or repeated payment method.");
        else seen.add(method.id);
        if (!isText(method.name, 80) || (method.name as string).trim() === "") {
          fail(`${at}.name`, "The method name is required (at most 80 characters).");
        }
        if (!isMoney(method.min_amount)) fail(`${at}.min_amount`, "The minimum must be an amount like 100 or 100.50.");
        if (!isPercent(method.bonus_percent)) {
          fail(`${at}.bonus_percent`, "The bonus must be a percentage from 0 to 100 (at most 2 decimals).");
        }
        return {
          id: method.id as PaymentMethodId,
          name: String(method.name ?? "").trim(),
          min_amount: String(method.min_amount ?? "").trim(),
          bonus_percent: String(method.bonus_percent ?? "").trim(),
        };
      });
    }
  }
  if (Object.hasOwn(input, "affiliate")) {
    const affiliate = (
      typeof input.affiliate === "object" && input.affiliate !== null ? input.affiliate : {}
    ) as Record<string, unknown>;
    if (!isPercent(affiliate.commission_percent)) {
      fail("affiliate.commission_percent", "The commission must be a percentage from 0 to 100 (at most 2 decimals).");
    }
    if (!isMoney(affiliate.min_payout)) fail("affiliate.min_payout", "The minimum payout must be an amount like 2000.");
    out.affiliate = {
      commission_percent: String(affiliate.commission_percent ?? "").trim(),
      min_payout: String(affiliate.min_payout ?? "").trim(),
    };
  }
  if (Object.hasOwn(input, "child_panel")) {
    const panel = (
      typeof input.child_panel === "object" && input.child_panel !== null ? input.child_panel : {}
    ) as Record<string, unknown>;
    if (!isMoney(panel.price_per_month) || !toDecimal(String(panel.price_per_month)).greaterThan(0)) {
      fail("child_panel.price_per_month", "The monthly price must be an amount greater than 0.");
    }
    const nameservers = panel.nameservers;
    const valid =
      Array.isArray(nameservers) &&
      nameservers.length >= 2 &&
      nameservers.length <= 4 &&
      nameservers.every((host) => typeof host === "string" && HOSTNAME.test(host.trim()));
    if (!valid) fail("child_panel.nameservers", "Give 2 to 4 nameserver host names, e.g. ns1.example.com.");
    out.child_panel = {
      price_per_month: String(panel.price_per_month ?? "").trim(),
      nameservers: valid ? (nameservers as string[]).map((host) => host.trim().toLowerCase()) : [],
    };
  }
  if (Object.hasOwn(input, "video_guides")) {
    const guides = (
      typeof input.video_guides === "object" && input.video_guides !== null ? input.video_guides : {}
    ) as Record<string, unknown>;
    out.video_guides = Object.fromEntries(
      VIDEO_GUIDE_PLACES.map((place) => [place, readVideoGuide(guides[place], `video_guides.${place}`, fail)]),
    ) as VideoGuides;
  }
  for (const key of Object.keys(input)) {
    if (!(KEYS as string[]).includes(key)) fail(key, `${key} is not a setting.`);
  }
  if (Object.keys(input).length === 0) fail("body", "Give at least one setting to change.");
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return out;
}
