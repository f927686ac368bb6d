import { NewOrderForm, type NewOrderRequest, toast } from "@smm/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { PageTitle } from "../../components/PageTitle";
import { api } from "../../lib/api";
import {
  categoriesQuery,
  dashboardStatsQuery,
  servicesQuery,
  useCategories,
  useDashboardStats,
  useServices,
} from "../../lib/customerQueries";
import { preload } from "../../lib/preload";
import { refreshAccount } from "../../lib/queryKeys";
import { useCustomerSession } from "../../lib/session";
import { useSubmissionKey } from "../../lib/useSubmissionKey";
import { queryClient } from "../../queryClient";

export const orderPlacedMessage = (id: number) => `Order #${id} placed`;

/** The balance and order count, the categories and the services of the category the form starts on (the first). */
export const clientLoader = () =>
  Promise.all([
    preload(dashboardStatsQuery),
    preload(categoriesQuery).then(() => {
      const first = queryClient.getQueryData(categoriesQuery.queryKey)?.[0];
      return first ? preload(servicesQuery(first.id)) : null;
    }),
  ]).then(() => null);

/**
 * `/dashboard`: New Order, with the live balance and order count from GET /dashboard. Services load per category;
 * once the customer searches, every service is loaded (the search looks in every category) and used from then on.
 */
export default function Component() {
  const queryClient = useQueryClient();
  const session = useCustomerSession();
  const stats = useDashboardStats();
  const categories = useCategories();
  // The form preselects the first category and reports it after mounting; starting from it (in the cache already,
  // with its services, from the clientLoader) renders the services at once instead of once more after that report.
  const [categoryId, setCategoryId] = useState<number | null>(() => categories.data?.[0]?.id ?? null);
  const categoryServices = useServices(categoryId, { enabled: categoryId !== null });
  const [searched, setSearched] = useState(false);
  const allServices = useServices(null, { enabled: searched });
  const services = allServices.data ? allServices : categoryServices;
  const submitOnce = useSubmissionKey();

  const placeOrder = async (values: NewOrderRequest) => {
    const order = await submitOnce(values, (idempotencyKey) => api.orders.place(values, { idempotencyKey }));
    toast.success(orderPlacedMessage(order.id));
    await refreshAccount(queryClient);
  };

  const loadError = categories.error ?? services.error ?? allServices.error;
  return (
    <>
      <PageTitle>New Order</PageTitle>
      <NewOrderForm
        onSubmit={placeOrder}
        stats={stats.data ?? { username: session?.data.username ?? "", balance: "0", totalOrders: 0 }}
        statsLoading={stats.isPending}
        categories={categories.data ?? []}
        services={services.data ?? []}
        onCategoryChange={setCategoryId}
        onSearchStart={() => setSearched(true)}
        servicesLoading={categoryId === null || services.isPending || (searched && allServices.isPending)}
        estimatedDelivery={(service) => services.data?.find((each) => each.id === service.id)?.delivery_time}
        error={loadError?.message ?? null}
      />
    </>
  );
}
