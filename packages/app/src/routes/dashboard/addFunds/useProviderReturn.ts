import { sumMoney } from "@smm/domain";
import { toast } from "@smm/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { api } from "../../../lib/api";
import { queryKeys, refreshAccount } from "../../../lib/queryKeys";

export const PAYMENT_FAILED_MESSAGE = "The payment was not completed";
const POLL_MS = 3000;

/**
 * A real provider (Paystack) sends the customer back with `?reference=`: the deposit is credited by the provider's
 * webhook, so the page watches it until it settles, then says how it went once.
 */
export function useProviderReturn(
  reference: string | null,
  done: () => void,
  creditedMessage: (credit: string) => string,
) {
  const queryClient = useQueryClient();
  const deposit = useQuery({
    queryKey: queryKeys.deposit(reference ?? ""),
    queryFn: ({ signal }) => api.funds.deposit(reference ?? "", { signal }),
    enabled: reference !== null,
    refetchInterval: (query) => (query.state.data?.status === "pending" ? POLL_MS : false),
  });
  const status = deposit.data?.status;

  useEffect(() => {
    if (!deposit.data || status === "pending") return;
    if (status === "completed") {
      toast.success(creditedMessage(sumMoney(deposit.data.amount, deposit.data.bonus)));
      void refreshAccount(queryClient);
    } else toast.error(PAYMENT_FAILED_MESSAGE);
    done();
  }, [deposit.data, status, done, creditedMessage, queryClient]);

  return { waiting: reference !== null && (deposit.isPending || status === "pending"), error: deposit.error };
}
