import { CHILD_PANEL_STATUS_INFO, type ChildPanel, renewalDate } from "@smm/domain";
import {
  Badge,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  useFormatCharge,
} from "@smm/ui";
import { useId } from "react";

export const NO_CHILD_PANELS = "You have not ordered a child panel yet.";

/**
 * The customer's ordered panels and their status (pending until an operator sets them up), with the next monthly
 * renewal (charged to their balance) and why a panel is suspended. The price listed is the
 * naira debited for the panel (with its value in the display currency); the currency is the one the panel's own
 * customers pay in.
 */
export function ChildPanelList({ panels, loading }: { panels: readonly ChildPanel[]; loading: boolean }) {
  const headingId = useId();
  const formatCharge = useFormatCharge();
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 id={headingId}>Your child panels</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {loading ? (
          <Skeleton className="h-16" />
        ) : panels.length === 0 ? (
          <p className="text-muted-foreground text-sm">{NO_CHILD_PANELS}</p>
        ) : (
          <Table aria-labelledby={headingId}>
            <TableHeader>
              <TableRow>
                <TableHead>Domain</TableHead>
                <TableHead>Currency</TableHead>
                <TableHead>Price per month</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Next renewal</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {panels.map((panel) => (
                <TableRow key={panel.id}>
                  <TableCell label="Domain" className="font-medium">
                    {panel.domain}
                  </TableCell>
                  <TableCell label="Currency">{panel.currency.toUpperCase()}</TableCell>
                  <TableCell label="Price per month" className="tabular-nums">
                    {formatCharge(panel.pricePerMonth)}
                  </TableCell>
                  <TableCell label="Status">
                    <Badge variant={CHILD_PANEL_STATUS_INFO[panel.status].tone === "danger" ? "danger" : "neutral"}>
                      {CHILD_PANEL_STATUS_INFO[panel.status].label}
                    </Badge>
                    {panel.running?.suspendedReason && (
                      <p className="mt-1 text-muted-foreground text-xs">{panel.running.suspendedReason}</p>
                    )}
                  </TableCell>
                  <TableCell label="Next renewal">
                    {panel.running?.renewsAt ? renewalDate(panel.running.renewsAt) : "—"}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
