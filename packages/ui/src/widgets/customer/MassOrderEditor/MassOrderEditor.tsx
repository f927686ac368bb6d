import {
  canSubmitMassOrder,
  MASS_ORDER_EXAMPLE,
  MASS_ORDER_FORMAT,
  MASS_ORDER_MAX_LINES,
  MASS_ORDER_MESSAGES,
  type MassOrderLine,
  massOrderServicesFrom,
  massOrderTotalCost,
  parseMassOrder,
  type Service,
  summariseErrors,
} from "@smm/domain";
import type * as React from "react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Alert, AlertDescription, AlertTitle } from "../../../display/Alert";
import { CopyButton } from "../../../feedback/CopyButton";
import { Field } from "../../../forms/Field";
import { Textarea } from "../../../forms/Textarea";
import { cn } from "../../../lib/cn";
import { errorMessage } from "../../../lib/errors";
import { Button } from "../../../primitives/Button";
import { useCustomerPricing, useFormatCharge } from "../../common/Money/MoneyDisplay";

export type MassOrderEditorProps = Omit<React.ComponentProps<"form">, "onSubmit" | "children"> & {
  /** Submits the valid orders; the editor clears itself when this resolves and shows the error when it rejects. */
  onSubmit: (orders: MassOrderLine[]) => Promise<void>;
  /** The services the customer can order. When given, unknown IDs and out-of-bounds quantities are errors and the total cost is shown. */
  services?: readonly Service[];
  defaultValue?: string;
  disabled?: boolean;
};

/**
 * Mass Order: one `service_id | link | quantity` per line, validated as the customer types; the total is what the
 * customer will be charged (their pricing, MoneyDisplayProvider's), in the display currency beside the naira.
 */
export function MassOrderEditor({
  onSubmit,
  services,
  defaultValue = "",
  disabled = false,
  className,
  ...props
}: MassOrderEditorProps) {
  const formatCharge = useFormatCharge();
  const pricing = useCustomerPricing();
  const [text, setText] = useState(defaultValue);
  const [pending, setPending] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  // Once a batch is placed the emptied field takes the focus back (it was disabled while sending, and the submit
  // button is disabled with nothing to send): a keyboard user goes on from where they typed.
  const ordersField = useRef<HTMLTextAreaElement>(null);
  const refocusOrders = useRef(false);
  useEffect(() => {
    if (pending || !refocusOrders.current) return;
    refocusOrders.current = false;
    ordersField.current?.focus();
  }, [pending]);
  const baseId = useId();
  const errorsId = `${baseId}-errors`;
  const lookup = useMemo(() => (services ? massOrderServicesFrom(services) : undefined), [services]);
  const result = useMemo(() => parseMassOrder(text, lookup, pricing), [text, lookup, pricing]);
  const summary = summariseErrors(result.errors);
  const validCount = result.orders.length;
  const hasErrors = result.errors.length > 0;

  const edit = (next: string) => {
    setText(next);
    setSubmitError(null);
  };

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmitMassOrder(result) || pending) return;
    setPending(true);
    setSubmitError(null);
    try {
      await onSubmit(result.orders);
      setText("");
      refocusOrders.current = true;
    } catch (error) {
      setSubmitError(errorMessage(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      data-slot="mass-order-editor"
      noValidate
      onSubmit={submit}
      className={cn("flex flex-col gap-4", className)}
      {...props}
    >
      <section aria-labelledby={`${baseId}-instructions`} className="grid gap-2 rounded-lg border bg-muted/40 p-4">
        <h2 id={`${baseId}-instructions`} className="font-semibold text-sm">
          Instructions
        </h2>
        <ul className="list-disc space-y-1 pl-5 text-muted-foreground text-sm">
          <li>
            Enter one order per line in the format{" "}
            <code className="font-mono text-foreground">{MASS_ORDER_FORMAT}</code>.
          </li>
          <li>Spaces around the pipes are allowed and blank lines are ignored.</li>
          <li>Up to {MASS_ORDER_MAX_LINES} orders per submission.</li>
          <li>{MASS_ORDER_MESSAGES.typesTaken}</li>
        </ul>
        <h2 className="pt-2 font-semibold text-sm">Template</h2>
        <pre
          data-slot="mass-order-template"
          className="whitespace-pre-wrap break-all rounded-md border bg-background p-3 font-mono text-xs leading-relaxed"
        >
          {`${MASS_ORDER_FORMAT}\n${MASS_ORDER_EXAMPLE}`}
        </pre>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" disabled={disabled || pending} onClick={() => edit(MASS_ORDER_EXAMPLE)}>
            Load example
          </Button>
          <CopyButton value={MASS_ORDER_FORMAT} label="format" size="sm" />
          <Button variant="ghost" size="sm" disabled={disabled || pending || text === ""} onClick={() => edit("")}>
            Clear
          </Button>
        </div>
      </section>

      <Field label="Orders" hint={`One order per line: ${MASS_ORDER_FORMAT}`} disabled={disabled || pending}>
        <Textarea
          ref={ordersField}
          name="orders"
          rows={10}
          spellCheck={false}
          placeholder={MASS_ORDER_EXAMPLE}
          value={text}
          onChange={(event) => edit(event.target.value)}
          aria-invalid={hasErrors || undefined}
          aria-describedby={hasErrors ? errorsId : undefined}
          className="font-mono"
        />
      </Field>

      {hasErrors ? (
        // Polite, not an alert: it changes on every keystroke.
        <Alert variant="danger" role="status" id={errorsId} data-slot="mass-order-errors">
          <AlertTitle>
            {result.errors.length === 1 ? "1 error to fix" : `${result.errors.length} errors to fix`}
          </AlertTitle>
          <AlertDescription>
            <ul className="list-disc space-y-0.5 pl-5">
              {summary.shown.map((error) => (
                <li key={`${error.line}-${error.message}`}>{error.message}</li>
              ))}
            </ul>
            {summary.moreText ? <p>{summary.moreText}</p> : null}
          </AlertDescription>
        </Alert>
      ) : null}

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p role="status" data-slot="mass-order-summary" className="text-sm">
          <span className="font-medium">{validCount === 1 ? "1 valid order" : `${validCount} valid orders`}</span>
          {lookup ? (
            <>
              {" · Total cost: "}
              <span className="font-semibold tabular-nums">
                {formatCharge(massOrderTotalCost(result.orders, lookup, pricing))}
              </span>
            </>
          ) : null}
        </p>
        <Button type="submit" pending={pending} disabled={disabled || !canSubmitMassOrder(result)}>
          Submit Orders
        </Button>
      </div>

      {submitError ? (
        <Alert variant="danger">
          <AlertTitle>Your orders were not submitted</AlertTitle>
          <AlertDescription>{submitError}</AlertDescription>
        </Alert>
      ) : null}
    </form>
  );
}
