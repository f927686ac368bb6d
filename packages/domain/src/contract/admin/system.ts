/**
 * The operator's system reads: the sidebar's status line, the System Logs, the launch checklist and the panel's own
 * payment gateway keys.
 */
import { z } from "zod";
import { GATEWAY_KEY_MESSAGE } from "../../payments/gatewayKeys";
import { isoDateTime } from "../common";
import { endpoint } from "../endpoint";
import { adminListQuery, adminPageSchema } from "./common";

export const SYSTEM_PROBLEM_KINDS = ["database", "jobs", "provider"] as const;
export type SystemProblemKind = (typeof SYSTEM_PROBLEM_KINDS)[number];

/** What can be wrong with the panel, as the admin sidebar's status line reports it. */
export const systemProblemSchema = z.object({
  kind: z.enum(SYSTEM_PROBLEM_KINDS),
  message: z
    .string()
    .describe('One line for the operator, e.g. "Provider Upstream A is down: The provider answered HTTP 500"'),
});
export type SystemProblem = z.output<typeof systemProblemSchema>;

/** "down" when the database cannot be reached, "degraded" for any other problem. */
export const systemStatusSchema = z.object({
  state: z.enum(["operational", "degraded", "down"]),
  problems: z.array(systemProblemSchema),
});
export type SystemStatus = z.output<typeof systemStatusSchema>;

export const SYSTEM_LOG_TYPES = ["audit", "security", "error"] as const;
export type SystemLogType = (typeof SYSTEM_LOG_TYPES)[number];

export const systemLogQuerySchema = adminListQuery(["created_at"], {
  type: z.enum(SYSTEM_LOG_TYPES),
  action: z.string().max(100).describe('e.g. "user.funds", "login.failed"'),
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
});
export type SystemLogQuery = z.output<typeof systemLogQuerySchema>;

export const systemLogEntrySchema = z.object({
  id: z.number().int(),
  type: z.enum(SYSTEM_LOG_TYPES),
  action: z.string(),
  actor: z.string().describe('"admin:1 admin@example.com", "user:5 demo", or "system"'),
  target: z.string().nullable().describe('"order:12", "user:5", "settings", ...'),
  // Free JSON (what changed): passed through as is.
  before: z.unknown(),
  after: z.unknown(),
  message: z.string(),
  ip: z.string().nullable(),
  createdAt: isoDateTime,
});
export type SystemLogEntry = z.output<typeof systemLogEntrySchema>;

export const LAUNCH_STEP_IDS = ["brand", "payments", "catalogue", "public_url", "two_factor", "child_panels"] as const;
export type LaunchStepId = (typeof LAUNCH_STEP_IDS)[number];

export const launchStepSchema = z.object({
  id: z.enum(LAUNCH_STEP_IDS),
  title: z.string(),
  done: z.boolean(),
  detail: z.string().describe("Done: what is in place; open: what is missing and how to fix it"),
  action: z
    .object({ label: z.string(), href: z.string() })
    .nullable()
    .describe("The admin screen (and section) that fixes it; null when none can (an environment variable)"),
});
export type LaunchStep = z.output<typeof launchStepSchema>;

/** `ready`: every step is done. */
export const launchChecklistSchema = z.object({ steps: z.array(launchStepSchema), ready: z.boolean() });
export type LaunchChecklist = z.output<typeof launchChecklistSchema>;

/** What the operator sees of one gateway's keys. */
export const gatewayKeyStatusSchema = z.object({ configured: z.boolean(), key_last_four: z.string().nullable() });
export type GatewayKeyStatus = z.output<typeof gatewayKeyStatusSchema>;

export const paymentGatewaysStatusSchema = z.object({
  paystack: gatewayKeyStatusSchema,
  nowpayments: gatewayKeyStatusSchema,
});
export type PaymentGatewaysStatus = z.output<typeof paymentGatewaysStatusSchema>;

/** A key as the gateway shows it; "" removes it (the server checks the form, one message per field). */
const gatewayKey = z.string({ error: GATEWAY_KEY_MESSAGE }).max(300, GATEWAY_KEY_MESSAGE).optional();

export const adminSystemEndpoints = {
  status: endpoint({
    method: "GET",
    path: "/admin/system-status",
    summary: "The panel's state: database, background jobs and providers (admin only)",
    response: systemStatusSchema,
  }),
  logs: endpoint({
    method: "GET",
    path: "/admin/logs",
    summary: "System log entries, newest first, with filters and search",
    query: systemLogQuerySchema,
    response: adminPageSchema(systemLogEntrySchema),
  }),
  launchChecklist: endpoint({
    method: "GET",
    path: "/admin/launch-checklist",
    summary: "What the panel still lacks before its launch, each step with the screen that fixes it",
    response: launchChecklistSchema,
  }),
  paymentGateways: endpoint({
    method: "GET",
    path: "/admin/payment-gateways",
    summary: "The panel's own gateway keys: whether each is set, by its last four characters",
    response: paymentGatewaysStatusSchema,
  }),
  savePaymentGateways: endpoint({
    method: "PUT",
    path: "/admin/payment-gateways",
    summary:
      'Set the panel\'s own keys: {paystack_secret_key?, nowpayments_api_key?, nowpayments_ipn_secret?}; "" removes one',
    body: z.object({
      paystack_secret_key: gatewayKey,
      nowpayments_api_key: gatewayKey,
      nowpayments_ipn_secret: gatewayKey,
    }),
    response: paymentGatewaysStatusSchema,
  }),
};
