import {
  type CustomerPricing,
  NEW_ORDER_MESSAGES,
  ORDER_FIELD_NAMES,
  ORDER_TYPE_FIELDS,
  type OrderFieldName,
  orderedServiceOf,
  priceOrder,
  type Service,
  serviceTypeOf,
} from "@smm/domain";
import type { FieldErrors, Resolver } from "react-hook-form";

/** What the inputs hold: every field of every type as typed, and the drip-feed switch. */
export type NewOrderInput = Record<OrderFieldName, string> & { service_id: string; drip: boolean };

/** What the form submits: the service and the fields its type takes, as typed (the server reads them as the form did). */
export type NewOrderRequest = { service_id: number } & Partial<Record<OrderFieldName, string>>;

export const EMPTY_ORDER_INPUT: Omit<NewOrderInput, "service_id"> = {
  ...(Object.fromEntries(ORDER_FIELD_NAMES.map((name) => [name, ""])) as Record<OrderFieldName, string>),
  drip: false,
};

/** Whether the drip-feed switch applies: a default service that allows it. */
export const takesDripFeed = (service: Service | undefined) =>
  service?.dripfeed === true && serviceTypeOf(service.type) === "Default";

/** The fields the chosen service's type takes, as typed; runs and interval only with the drip-feed switch on. */
export function givenFields(service: Service, input: NewOrderInput): Partial<Record<OrderFieldName, string>> {
  const names: OrderFieldName[] = [...ORDER_TYPE_FIELDS[serviceTypeOf(service.type)]];
  if (input.drip && takesDripFeed(service)) names.push("runs", "interval");
  return Object.fromEntries(names.map((name) => [name, input[name]]));
}

/**
 * The form's validation: the domain's `priceOrder`, exactly the server's reading of the order (its type's fields,
 * its bounds, the ₦0.01 floor), each problem under its field in the form's words. `current` gives the chosen
 * service and the customer's pricing at the moment of validating.
 */
export function newOrderResolver(
  current: () => { service: Service | undefined; pricing: CustomerPricing },
): Resolver<NewOrderInput, unknown, NewOrderRequest> {
  return async (input) => {
    const { service, pricing } = current();
    if (!service) {
      return { values: {}, errors: { service_id: { type: "required", message: NEW_ORDER_MESSAGES.serviceRequired } } };
    }
    const given = givenFields(service, input);
    const priced = priceOrder(orderedServiceOf(service), given, pricing);
    if (priced.ok) return { values: { service_id: service.id, ...given }, errors: {} };
    const errors: FieldErrors<NewOrderInput> = {};
    for (const { field, message } of priced.problems) {
      const name = field as keyof NewOrderInput;
      errors[name] ??= { type: "validate", message };
    }
    return { values: {}, errors };
  };
}
