import type { Deposit } from "@smm/api-client";
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  DEMO_PAYMENT_LABEL,
  KeyValueItem,
  KeyValueList,
  Skeleton,
  useFormatCharge,
} from "@smm/ui";
import { useFocusOnMount } from "../../../lib/useFocusOnMount";

export const SANDBOX_CHECKOUT_TITLE = "Sandbox checkout";

export type SandboxCheckoutProps = {
  deposit: Deposit | undefined;
  loading: boolean;
  error: string | undefined;
  confirming: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * Demo mode's offline checkout: the customer sees what will be credited and confirms; it is labelled as a demo
 * payment that moves no money (a panel run for real has no sandbox: the server refuses it).
 * Deposits are in Naira: each figure is the naira that moves, with its value in the display currency.
 */
export function SandboxCheckout({ deposit, loading, error, confirming, onConfirm, onCancel }: SandboxCheckoutProps) {
  const formatMoney = useFormatCharge();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <Card data-slot="sandbox-checkout" aria-busy={loading}>
      <CardHeader>
        <CardTitle asChild>
          <h2 ref={heading} tabIndex={-1} className="outline-none">
            {SANDBOX_CHECKOUT_TITLE}
          </h2>
        </CardTitle>
        <Badge variant="warning">{DEMO_PAYMENT_LABEL}</Badge>
        <CardDescription>
          This panel runs in demo mode: no card is charged. Confirm to credit your demo balance.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {error ? (
          <Alert variant="danger">
            <AlertTitle>This payment cannot be shown</AlertTitle>
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        ) : loading || !deposit ? (
          <Skeleton className="h-20" />
        ) : (
          <KeyValueList>
            <KeyValueItem label="Reference">
              <code className="font-mono text-xs">{deposit.reference}</code>
            </KeyValueItem>
            <KeyValueItem label="Amount">{formatMoney(deposit.amount)}</KeyValueItem>
            <KeyValueItem label="Bonus">{formatMoney(deposit.bonus)}</KeyValueItem>
            <KeyValueItem label="Status">{deposit.status}</KeyValueItem>
          </KeyValueList>
        )}
      </CardContent>
      <CardFooter className="gap-2">
        <Button onClick={onConfirm} pending={confirming} disabled={deposit?.status !== "pending"}>
          Confirm payment
        </Button>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </CardFooter>
    </Card>
  );
}
