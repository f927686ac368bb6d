import { RESELLER_SERVICE_TYPES } from "@smm/domain";

/** How a service type is stored: "default" (what the rest of the panel writes) or the API v2 word. */
export function storedType(type: string): string {
  const word = type.toLowerCase().replace(/[-_]/g, " ");
  const match = RESELLER_SERVICE_TYPES.find((t) => t !== "Default" && t.toLowerCase() === word);
  return match ?? "default";
}
