import { ADMIN_BULK_ORDER_STATUSES, type AdminBulkOrderStatus, ORDER_STATUS_INFO } from "@smm/domain";
import type * as React from "react";
import { useState } from "react";
import { Checkbox } from "../../../forms/Checkbox";
import { Label } from "../../../forms/Label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../forms/Select";
import { cn } from "../../../lib/cn";
import { ConfirmDialog } from "../../../overlays/ConfirmDialog";
import { Button } from "../../../primitives/Button";

/** One bulk action, without the orders it applies to. */
export type OrderBulkChoice =
  | { action: "status"; status: AdminBulkOrderStatus }
  | { action: "resend" }
  | { action: "cancel" };

export type OrderBulkBarProps = Omit<React.ComponentProps<"section">, "children"> & {
  /** How many orders are selected. */
  selected: number;
  /** How many orders the page shows (the "select all" box covers them). */
  onPage: number;
  onSelectPage: (selected: boolean) => void;
  onClear: () => void;
  /** Applies the confirmed action to the selected orders; the dialog stays pending until it settles. */
  onApply: (choice: OrderBulkChoice) => Promise<unknown>;
};

const orders = (count: number) => `${count} ${count === 1 ? "order" : "orders"}`;

/** What each action asks before it runs, and what confirming it does. */
function confirmation(choice: OrderBulkChoice, count: number) {
  switch (choice.action) {
    case "status":
      return {
        title: `Mark ${orders(count)} ${ORDER_STATUS_INFO[choice.status].label}?`,
        description: "Each customer is notified. An order that cannot take this status is listed afterwards.",
        confirmLabel: "Change status",
      };
    case "resend":
      return {
        title: `Resend ${orders(count)} to their provider?`,
        description:
          "Only orders whose last sending failed are sent again; one whose outcome is unknown is left for you to check and resend on its own.",
        confirmLabel: "Resend",
      };
    case "cancel":
      return {
        title: `Cancel ${orders(count)}?`,
        description:
          "Each is refunded to its customer (one ledger row each, never twice). This cannot be undone; an order that cannot be canceled is listed afterwards.",
        confirmLabel: "Cancel orders",
      };
  }
}

/**
 * The actions on the orders selected in Admin Orders: select the page, a new status, resend or cancel, each confirmed
 * first. Its buttons are disabled until an order is selected; the count is announced as it changes.
 */
export function OrderBulkBar({
  selected,
  onPage,
  onSelectPage,
  onClear,
  onApply,
  className,
  ...props
}: OrderBulkBarProps) {
  const [status, setStatus] = useState<AdminBulkOrderStatus>("completed");
  const [asking, setAsking] = useState<OrderBulkChoice | null>(null);
  const none = selected === 0;
  const allOnPage = onPage > 0 && selected >= onPage;
  const dialog = asking ? confirmation(asking, selected) : null;
  return (
    <section
      data-slot="order-bulk-bar"
      aria-label="Selected orders"
      className={cn("flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border bg-card p-3", className)}
      {...props}
    >
      <div className="flex items-center gap-2">
        <Checkbox
          id="order-bulk-page"
          checked={allOnPage ? true : none ? false : "indeterminate"}
          disabled={onPage === 0}
          onCheckedChange={(checked) => onSelectPage(checked === true)}
        />
        <Label htmlFor="order-bulk-page">Select this page</Label>
      </div>
      <p className="text-muted-foreground text-sm" aria-live="polite">
        {none ? "No orders selected" : `${orders(selected)} selected`}
      </p>
      <div className="flex flex-wrap items-center gap-2 sm:ms-auto">
        <Select value={status} onValueChange={(value) => setStatus(value as AdminBulkOrderStatus)} disabled={none}>
          <SelectTrigger aria-label="New status" size="sm" className="w-36">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {ADMIN_BULK_ORDER_STATUSES.map((value) => (
              <SelectItem key={value} value={value}>
                {ORDER_STATUS_INFO[value].label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Button size="sm" variant="outline" disabled={none} onClick={() => setAsking({ action: "status", status })}>
          Set status
        </Button>
        <Button size="sm" variant="outline" disabled={none} onClick={() => setAsking({ action: "resend" })}>
          Resend
        </Button>
        <Button size="sm" variant="destructive" disabled={none} onClick={() => setAsking({ action: "cancel" })}>
          Cancel orders
        </Button>
        <Button size="sm" variant="ghost" disabled={none} onClick={onClear}>
          Clear selection
        </Button>
      </div>
      {asking && dialog ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => (open ? undefined : setAsking(null))}
          title={dialog.title}
          description={dialog.description}
          confirmLabel={dialog.confirmLabel}
          cancelLabel="Back"
          variant={asking.action === "cancel" ? "destructive" : "default"}
          onConfirm={() => onApply(asking)}
        />
      ) : null}
    </section>
  );
}
