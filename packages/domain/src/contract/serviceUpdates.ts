/** The price-updates feed of the Updates page: changes to services' prices and features, newest first. */
import { z } from "zod";
import { UPDATE_TYPES } from "../statuses";
import { customerPageSchema, decimalText, isoDateTime, wholeNumberParam } from "./common";
import { endpoint } from "./endpoint";

/** The kinds an update can be ("all" is only a filter). */
const UPDATE_KINDS = UPDATE_TYPES.filter((type) => type !== "all") as [Exclude<(typeof UPDATE_TYPES)[number], "all">];

export const serviceUpdateSchema = z.object({
  id: z.number().int(),
  service: z.string(),
  date: isoDateTime,
  updateType: z.enum(UPDATE_KINDS),
  oldPrice: decimalText,
  newPrice: decimalText,
  change: decimalText.describe('Percentage change from old to new price, 2 decimals, signed: "-12.50"'),
  platform: z.string(),
});
export type ServiceUpdate = z.output<typeof serviceUpdateSchema>;

export const serviceUpdateEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/service-updates",
    summary: "Service price updates: filter by type, search by service name or ID, 10 per page",
    query: z.object({
      type: z.enum(UPDATE_TYPES).optional(),
      search: z.string().max(200).optional(),
      page: wholeNumberParam(1, 100_000).optional(),
    }),
    response: customerPageSchema(serviceUpdateSchema),
  }),
};
