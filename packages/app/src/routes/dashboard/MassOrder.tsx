import { type MassOrderLine, toMassOrderRequestLine } from "@smm/domain";
import { MassOrderEditor, toast } from "@smm/ui";
import { useQueryClient } from "@tanstack/react-query";
import { PageTitle } from "../../components/PageTitle";
import { api } from "../../lib/api";
import { servicesQuery, useServices } from "../../lib/customerQueries";
import { preload } from "../../lib/preload";
import { refreshAccount } from "../../lib/queryKeys";
import { useSubmissionKey } from "../../lib/useSubmissionKey";

export const massOrderPlacedMessage = (count: number) => (count === 1 ? "1 order placed" : `${count} orders placed`);

export const clientLoader = () => preload(servicesQuery(null));

/** `/dashboard/mass-order`: every line checked against the real services, then placed in one transaction. */
export default function Component() {
  const queryClient = useQueryClient();
  const services = useServices(null);
  const submitOnce = useSubmissionKey();

  const submit = async (orders: MassOrderLine[]) => {
    const lines = orders.map(toMassOrderRequestLine);
    const result = await submitOnce(lines, (idempotencyKey) => api.orders.placeMass(lines, { idempotencyKey }));
    toast.success(massOrderPlacedMessage(result.orders.length));
    await refreshAccount(queryClient);
  };

  return (
    <>
      <PageTitle description="Place up to 100 orders at once, one per line.">Mass Order</PageTitle>
      <MassOrderEditor
        aria-label="Mass order"
        onSubmit={submit}
        services={services.data}
        disabled={services.isPending}
      />
    </>
  );
}
