import { useQuery } from "@tanstack/react-query";
import { adminApi } from "./adminApi";
import { adminKeys } from "./adminKeys";

/** Every category (a short list: the API answers them all at once). */
export function useCategories() {
  return useQuery({
    queryKey: adminKeys.categories,
    queryFn: ({ signal }) => adminApi.catalogue.listCategories({ signal }),
  });
}

/** The categories as choices for a select. */
export function useCategoryOptions(): { value: string; label: string }[] {
  const categories = useCategories();
  return (categories.data?.data ?? []).map((category) => ({ value: String(category.id), label: category.title }));
}
