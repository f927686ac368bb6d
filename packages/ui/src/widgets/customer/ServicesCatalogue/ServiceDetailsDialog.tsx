import { type CatalogueService, PRICE_UNIT_LABEL } from "@smm/domain";
import { memo } from "react";
import { Badge } from "../../../display/Badge";
import { Dialog, DialogContent } from "../../../overlays/Dialog";
import { useFormatServicePrice } from "../../common/Money/MoneyDisplay";
import { formatCount } from "../../shared/formatCount";

export type ServiceDetailsDialogProps = {
  /** The service to show; `null` closes the dialog. */
  service: CatalogueService | null;
  /** The platform's display name, e.g. "Instagram". */
  platformName?: string;
  onClose: () => void;
  /** Where focus goes back to on close (the View button); the dialog has no Radix trigger to return to. */
  returnFocusTo?: HTMLElement | null;
};

/** A catalogue service's details, opened by its View button. Memoised: typing in the search box leaves it alone. */
export const ServiceDetailsDialog = memo(function ServiceDetailsDialog({
  service,
  platformName,
  onClose,
  returnFocusTo,
}: ServiceDetailsDialogProps) {
  const formatPrice = useFormatServicePrice();
  return (
    <Dialog open={service !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {service ? (
        <DialogContent
          title={service.title}
          description={platformName ?? service.platform}
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo?.isConnected) return;
            event.preventDefault();
            returnFocusTo.focus();
          }}
        >
          <div className="flex flex-wrap gap-2">
            {service.isNew ? <Badge variant="new">NEW</Badge> : null}
            {service.isRecommended ? <Badge variant="recommended">RECOMMENDED</Badge> : null}
          </div>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted-foreground">ID</dt>
            <dd className="font-medium tabular-nums">{service.id}</dd>
            <dt className="text-muted-foreground">Price</dt>
            <dd className="tabular-nums">
              <span className="font-medium">{formatPrice({ id: service.id, unitPrice: service.price })}</span>{" "}
              {PRICE_UNIT_LABEL}
            </dd>
            <dt className="text-muted-foreground">Min</dt>
            <dd className="tabular-nums">{formatCount(service.minOrder)}</dd>
            <dt className="text-muted-foreground">Max</dt>
            <dd className="tabular-nums">{formatCount(service.maxOrder)}</dd>
            <dt className="text-muted-foreground">Delivery</dt>
            <dd>{service.deliveryTime}</dd>
          </dl>
          {service.features.length > 0 ? (
            <ul aria-label="Features" className="flex flex-wrap gap-1">
              {service.features.map((feature) => (
                <li key={feature}>
                  <Badge variant="neutral">{feature}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
        </DialogContent>
      ) : null}
    </Dialog>
  );
});
