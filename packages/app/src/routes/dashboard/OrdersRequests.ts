import type { Order, OrderRequestSummary } from "@smm/domain";
import { type OrderRequestKind, toast } from "@smm/ui";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { api } from "../../lib/api";
import { queryKeys, refreshAccount } from "../../lib/queryKeys";

export const requestSentMessage = (kind: OrderRequestKind, orderId: number) =>
  kind === "refill" ? `Refill requested for order #${orderId}` : `Cancel requested for order #${orderId}`;

/** While a request is still being worked on, the page looks again this often (a cancel's refund shows on its own). */
export const OPEN_REQUEST_POLL_MS = 10_000;

// Under the orders key, so refreshAccount (after any order or refund) refreshes the request states too.
const requestsKey = (orderIds: readonly number[]) => [...queryKeys.orders.all, "requests", orderIds] as const;

/** Still being worked on: a refill pending or in progress, a cancel pending or forwarded. */
const OPEN_STATES: ReadonlySet<string> = new Set(["pending", "in-progress", "forwarded"]);
const isOpen = (latest: { status: string } | null) => latest !== null && OPEN_STATES.has(latest.status);

const openCancelIds = (summaries: readonly OrderRequestSummary[] | undefined) =>
  new Set(
    (summaries ?? []).flatMap(({ cancel }) => (cancel.latest && isOpen(cancel.latest) ? [cancel.latest.id] : [])),
  );

const hasOpenRequest = (summaries: readonly OrderRequestSummary[] | undefined) =>
  (summaries ?? []).some(({ refill, cancel }) => isOpen(refill.latest) || isOpen(cancel.latest));

/**
 * Refill and cancel on the orders shown: their request states (polled while one is open), the requests in
 * flight per order, and the two asks, each toasting the outcome (the server's message on failure).
 */
export function useOrderRequests(orderIds: readonly number[]) {
  const queryClient = useQueryClient();
  const requests = useQuery({
    queryKey: requestsKey(orderIds),
    queryFn: ({ signal }) => api.orderRequests.list(orderIds, { signal }),
    enabled: orderIds.length > 0,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (hasOpenRequest(query.state.data) ? OPEN_REQUEST_POLL_MS : false),
  });

  // A cancel seen open and now done has refunded the order: the balance and the order's status changed.
  const openCancels = useRef(new Set<number>());
  useEffect(() => {
    const now = openCancelIds(requests.data);
    const settled = [...openCancels.current].some((id) => !now.has(id));
    openCancels.current = now;
    if (settled) void refreshAccount(queryClient);
  }, [requests.data, queryClient]);

  const [pending, setPending] = useState<Record<number, OrderRequestKind>>({});
  const ask = useMutation({
    mutationFn: ({ order, kind }: { order: Order; kind: OrderRequestKind }) =>
      kind === "refill" ? api.orderRequests.refill(order.id) : api.orderRequests.cancel(order.id),
    onMutate: ({ order, kind }) => setPending((current) => ({ ...current, [order.id]: kind })),
    onSuccess: async (summary, { order, kind }) => {
      toast.success(requestSentMessage(kind, order.id));
      queryClient.setQueryData<OrderRequestSummary[]>(requestsKey(orderIds), (current) =>
        current?.map((entry) => (entry.order_id === summary.order_id ? summary : entry)),
      );
      // A cancel of an order not yet sent is carried out at once: its status and the balance may have moved.
      if (kind === "cancel") await refreshAccount(queryClient);
    },
    onError: (error) => toast.error(error.message),
    onSettled: (_data, _error, { order }) => setPending(({ [order.id]: _done, ...rest }) => rest),
  });

  return {
    requests: requests.data ?? [],
    pending,
    refill: (order: Order) => ask.mutate({ order, kind: "refill" }),
    cancel: (order: Order) => ask.mutate({ order, kind: "cancel" }),
  };
}
