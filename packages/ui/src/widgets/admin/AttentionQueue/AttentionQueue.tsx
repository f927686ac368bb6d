import { type AttentionOrder, type AttentionReassign, upstreamOrderIdError } from "@smm/domain";
import { CircleCheck } from "lucide-react";
import * as React from "react";
import { Badge } from "../../../display/Badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../display/Card";
import { EmptyState } from "../../../display/EmptyState";
import { Skeleton } from "../../../display/Skeleton";
import { Field } from "../../../forms/Field";
import { Input } from "../../../forms/Input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../forms/Select";
import { Button } from "../../../primitives/Button";

export type AttentionProvider = { id: number; name: string };

export type AttentionQueueProps = {
  /** The queue; undefined while it loads. */
  orders: readonly AttentionOrder[] | undefined;
  /** Providers a failed order can be sent to instead. */
  providers: readonly AttentionProvider[];
  /** An action is in flight: every button waits. */
  busy?: boolean;
  onResend: (order: AttentionOrder) => void;
  onReassign: (order: AttentionOrder, target: AttentionReassign) => void;
  onCancel: (order: AttentionOrder) => void;
  /** The provider's order id the operator found for an order whose outcome is unknown (trimmed, checked). */
  onSetUpstreamId: (order: AttentionOrder, providerOrderId: string) => void;
  /** Renders the order number as a link (the app passes its router link). */
  orderLink?: (order: AttentionOrder) => React.ReactNode;
};

const REASON_LABEL = { failed: "Forward failed", stuck: "Stuck", unknown: "Outcome unknown" } as const;
const REASON_BADGE = { failed: "danger", stuck: "warning", unknown: "warning" } as const;

/**
 * The admin's "Needs attention" queue: each order with why it is here (the provider's last error, or how late it
 * is) and the operator's ways out: send it again, send it to another provider under that provider's service id,
 * or cancel it with a full refund. An order whose outcome is unknown (sent, no readable answer) may already be at
 * the provider, so its first way out is entering the provider's order id; "Send again" is then the operator's call.
 * Cards, not a table, so the actions fit at 375 px.
 */
export function AttentionQueue({
  orders,
  providers,
  busy = false,
  onResend,
  onReassign,
  onCancel,
  onSetUpstreamId,
  orderLink,
}: AttentionQueueProps) {
  if (orders === undefined) {
    return (
      <div className="grid gap-3" role="status" aria-busy="true" aria-label="Loading the queue">
        <Skeleton className="h-36" />
        <Skeleton className="h-36" />
      </div>
    );
  }
  if (orders.length === 0) {
    return (
      <EmptyState
        icon={<CircleCheck />}
        title="Nothing needs attention"
        description="Orders whose forwarding failed or that are late for their service show here."
      />
    );
  }
  return (
    <ul className="grid gap-3" aria-label="Orders that need attention">
      {orders.map((order) => (
        <li key={`${order.reason}-${order.id}`}>
          <AttentionCard
            order={order}
            providers={providers}
            busy={busy}
            onResend={onResend}
            onReassign={onReassign}
            onCancel={onCancel}
            onSetUpstreamId={onSetUpstreamId}
            orderLink={orderLink}
          />
        </li>
      ))}
    </ul>
  );
}

function AttentionCard({
  order,
  providers,
  busy,
  onResend,
  onReassign,
  onCancel,
  onSetUpstreamId,
  orderLink,
}: Omit<AttentionQueueProps, "orders"> & { order: AttentionOrder; busy: boolean }) {
  const [choosing, setChoosing] = React.useState(false);
  const [entering, setEntering] = React.useState(false);
  const others = providers.filter((provider) => provider.id !== order.providerId);
  return (
    <Card data-slot="attention-order">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex flex-wrap items-center gap-2">
            <span>Order {orderLink ? orderLink(order) : `#${order.id}`}</span>
            <Badge variant={REASON_BADGE[order.reason]}>{REASON_LABEL[order.reason]}</Badge>
          </h2>
        </CardTitle>
        <CardDescription className="break-words">
          {order.serviceTitle} · {order.quantity} · {order.username} · {order.charge}
          {order.providerName ? ` · ${order.providerName}` : ""}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="break-words rounded-md bg-muted px-3 py-2 font-mono text-sm">{order.detail}</p>
        <div className="flex flex-wrap gap-2">
          {order.reason === "failed" ? (
            <>
              <Button size="sm" variant="outline" disabled={busy} onClick={() => onResend(order)}>
                Resend
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={busy}
                aria-expanded={choosing}
                onClick={() => setChoosing((open) => !open)}
              >
                Send to another provider
              </Button>
            </>
          ) : null}
          {order.reason === "unknown" ? (
            <>
              <Button
                size="sm"
                variant="outline"
                disabled={busy}
                aria-expanded={entering}
                onClick={() => setEntering((open) => !open)}
              >
                Enter the provider's order id
              </Button>
              <Button size="sm" variant="outline" disabled={busy} onClick={() => onResend(order)}>
                Send again
              </Button>
            </>
          ) : null}
          <Button size="sm" variant="destructive" disabled={busy} onClick={() => onCancel(order)}>
            Cancel & refund
          </Button>
        </div>
        {entering ? (
          <UpstreamIdForm
            busy={busy}
            onSubmit={(providerOrderId) => {
              onSetUpstreamId(order, providerOrderId);
              setEntering(false);
            }}
          />
        ) : null}
        {choosing ? (
          <ReassignForm
            providers={others}
            busy={busy}
            onSubmit={(target) => {
              onReassign(order, target);
              setChoosing(false);
            }}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}

function ReassignForm({
  providers,
  busy,
  onSubmit,
}: {
  providers: readonly AttentionProvider[];
  busy: boolean;
  onSubmit: (target: AttentionReassign) => void;
}) {
  const [providerId, setProviderId] = React.useState("");
  const [serviceId, setServiceId] = React.useState("");
  const [errors, setErrors] = React.useState<{ provider?: string; service?: string }>({});
  return (
    <form
      className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      aria-label="Send to another provider"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const next = {
          ...(providerId ? {} : { provider: "Choose a provider." }),
          ...(serviceId.trim() ? {} : { service: "The provider's service id is required." }),
        };
        setErrors(next);
        if (next.provider || next.service) return;
        onSubmit({ providerId: Number(providerId), providerServiceId: serviceId.trim() });
      }}
    >
      <Field label="Provider" error={errors.provider} required>
        <Select value={providerId} onValueChange={setProviderId}>
          <SelectTrigger>
            <SelectValue placeholder={providers.length ? "Choose a provider" : "No other provider"} />
          </SelectTrigger>
          <SelectContent>
            {providers.map((provider) => (
              <SelectItem key={provider.id} value={String(provider.id)}>
                {provider.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Field>
      <Field label="Provider's service id" error={errors.service} required>
        <Input value={serviceId} onChange={(event) => setServiceId(event.target.value)} autoComplete="off" />
      </Field>
      <Button type="submit" size="sm" disabled={busy}>
        Send
      </Button>
    </form>
  );
}

/** The provider's order id, as found in the provider's panel, checked by the rule the server applies. */
function UpstreamIdForm({ busy, onSubmit }: { busy: boolean; onSubmit: (providerOrderId: string) => void }) {
  const [value, setValue] = React.useState("");
  const [error, setError] = React.useState<string>();
  return (
    <form
      className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
      aria-label="Enter the provider's order id"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const refused = upstreamOrderIdError(value);
        setError(refused);
        if (!refused) onSubmit(value.trim());
      }}
    >
      <Field label="Provider's order id" error={error} required>
        <Input value={value} onChange={(event) => setValue(event.target.value)} autoComplete="off" />
      </Field>
      <Button type="submit" size="sm" disabled={busy}>
        Save
      </Button>
    </form>
  );
}
