import { zodResolver } from "@hookform/resolvers/zod";
import { type NewOrderValues, newOrderSchema, quantityBounds, type Service } from "@smm/domain";
import type { Resolver } from "react-hook-form";

/** What the inputs hold; the domain schema turns it into `NewOrderValues` (numbers, trimmed link). */
export type NewOrderInput = { service_id: string; link: string; quantity: string };

/** The New Order form's validation for the chosen service's bounds (imported on the form's first validation). */
export function newOrderResolver(service: Service | undefined): Resolver<NewOrderInput, unknown, NewOrderValues> {
  // The inputs hold strings; the schema casts them to the numbers it checks.
  return zodResolver(newOrderSchema(quantityBounds(service))) as unknown as Resolver<
    NewOrderInput,
    unknown,
    NewOrderValues
  >;
}
