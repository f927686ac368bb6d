import type { Service } from "@smm/domain";

/**
 * The services the picker offers: with search text, every service whose title or ID contains it, whatever its
 * category (the search box searches across services); without, the chosen category's services.
 */
export function servicesToPick(
  services: readonly Service[],
  categoryId: number | null,
  search: string,
): readonly Service[] {
  const needle = search.trim().toLowerCase();
  if (needle !== "") {
    return services.filter(
      (service) => String(service.id).includes(needle) || service.service_title.toLowerCase().includes(needle),
    );
  }
  return services.filter((service) => service.category_id === categoryId);
}
