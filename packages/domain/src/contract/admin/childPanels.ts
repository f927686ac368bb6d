/**
 * Child panels for the operator: a child panel's own standing with its parent (its owner's banner) and the demo's
 * renewal at once. The list of child panel orders stays with the server's JSON Schema until the customer's child
 * panel (`ChildPanel`) is declared in the contract.
 */
import { z } from "zod";
import { decimalText, idParams, isoDateTime, messageSchema } from "../common";
import { endpoint } from "../endpoint";

/** A child panel's standing with its parent, as its owner reads it on every admin page. */
export const panelStandingSchema = z.object({
  status: z.enum(["active", "suspended", "cancelled"]),
  reason: z.string().nullable().describe("Why it is suspended, in the owner's words"),
  unpaid: z
    .boolean()
    .describe("Suspended for an unpaid renewal: paying on the parent opens it again (an operator's suspension is not)"),
  renewsAt: isoDateTime.nullable(),
  pricePerMonth: decimalText,
  parentUrl: z
    .string()
    .nullable()
    .describe("The parent panel's address, where the owner adds funds (null on the main)"),
});
export type PanelStanding = z.output<typeof panelStandingSchema>;

export const adminChildPanelEndpoints = {
  standing: endpoint({
    method: "GET",
    path: "/admin/panel-standing",
    summary: "This panel's standing with its parent: status, why it is suspended, next renewal, where to pay",
    response: panelStandingSchema,
  }),
  renewNow: endpoint({
    method: "POST",
    path: "/admin/child-panels/:id/renew-now",
    summary: "Demo mode only: make a running child panel's renewal due now and run the renewals",
    params: idParams,
    response: messageSchema,
  }),
};
