import type { FastifyInstance, FastifyRequest } from "fastify";
import { idOfNumber, type NumberedTable } from "../services/panel-numbers";

/**
 * The `preHandler` of a route whose path parameter `param` names a row of `table` by its per-panel number (what the
 * panel's screens and answers call its id, migration 0028): the parameter becomes that row's id before the handler
 * runs, so services keep working on ids. A number the panel has no row of becomes 0, which no row has: the handler
 * answers its own 404. A route without the parameter is left alone, so a route plugin can add it as a hook for all its
 * routes.
 */
export function numberedParam(table: NumberedTable, param = "id") {
  return async function numberToId(this: FastifyInstance, request: FastifyRequest): Promise<void> {
    const params = request.params as Record<string, number | undefined> | undefined;
    if (params?.[param] === undefined) return;
    params[param] = (await idOfNumber(this.db, table, params[param])) ?? 0;
  };
}
