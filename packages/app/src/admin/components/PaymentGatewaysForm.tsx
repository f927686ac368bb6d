import { GATEWAY_KEY_FIELDS, type GatewayKeyStatus, type GatewayKeysChange } from "@smm/domain";
import { AdminForm, type AdminFormField, type AdminFormValues, Skeleton } from "@smm/ui";
import { useQuery } from "@tanstack/react-query";
import { adminApi } from "../lib/adminApi";
import { adminKeys } from "../lib/adminKeys";
import { useAdminAction } from "../lib/useAdminAction";
import { LoadFailure } from "./LoadFailure";

const stateOf = ({ configured, key_last_four }: GatewayKeyStatus) =>
  configured ? `Set (ends in ${key_last_four}). Leave empty to keep it.` : "Not set.";

/**
 * The panel's own card and crypto gateway keys, shown by their last four characters only: a key typed replaces the
 * one kept, an empty field keeps it, and "Remove" takes a gateway's keys away (its customers then cannot pay by it).
 */
export function PaymentGatewaysForm() {
  const status = useQuery({
    queryKey: adminKeys.paymentGateways,
    queryFn: ({ signal }) => adminApi.system.paymentGateways({ signal }),
  });
  const save = useAdminAction(adminApi.system.savePaymentGateways, {
    success: "Payment gateways saved",
    invalidate: [adminKeys.paymentGateways],
  });
  if (status.isError)
    return <LoadFailure title="Could not load the payment gateways" error={status.error} onRetry={status.refetch} />;
  if (!status.data) return <Skeleton className="h-64 max-w-3xl" />;
  const { paystack, nowpayments } = status.data;
  const fields: AdminFormField[] = [
    { name: "paystack_secret_key", label: "Paystack secret key", kind: "password", hint: stateOf(paystack) },
    { name: "remove_paystack", label: "Remove the Paystack key", kind: "switch" },
    { name: "nowpayments_api_key", label: "NOWPayments API key", kind: "password", hint: stateOf(nowpayments) },
    { name: "nowpayments_ipn_secret", label: "NOWPayments IPN secret", kind: "password" },
    { name: "remove_nowpayments", label: "Remove the NOWPayments keys", kind: "switch" },
  ];
  return (
    <AdminForm
      key={status.dataUpdatedAt}
      title="Payment gateways"
      description="This panel's own Paystack and NOWPayments keys: its customers pay you through them."
      fields={fields}
      onSubmit={async (values) => {
        await save.submit(changeOf(values));
      }}
    />
  );
}

function changeOf(values: AdminFormValues): GatewayKeysChange {
  const change: GatewayKeysChange = {};
  for (const field of GATEWAY_KEY_FIELDS) {
    const typed = String(values[field] ?? "").trim();
    if (typed) change[field] = typed;
  }
  if (values.remove_paystack === true) change.paystack_secret_key = "";
  if (values.remove_nowpayments === true) {
    change.nowpayments_api_key = "";
    change.nowpayments_ipn_secret = "";
  }
  return change;
}
