import { PANEL_TERMS_MESSAGES, type PanelStanding } from "@smm/domain";
import { Alert, AlertDescription, AlertTitle } from "../../../display/Alert";

export interface PanelStandingBannerProps {
  /** The panel's standing with its parent (GET /api/admin/panel-standing); nothing shows while it is active. */
  standing: PanelStanding;
}

/**
 * The owner's banner on a child panel's admin area when the panel is closed to its visitors: why (the renewal could
 * not be charged, or the parent's operator suspended or cancelled it) and how to open it again (where to pay).
 */
export function PanelStandingBanner({ standing }: PanelStandingBannerProps) {
  if (standing.status === "active") return null;
  if (standing.status === "cancelled") {
    return (
      <Alert variant="warning">
        <AlertTitle>{PANEL_TERMS_MESSAGES.cancelled}</AlertTitle>
        <AlertDescription>{PANEL_TERMS_MESSAGES.cancelledBanner}</AlertDescription>
      </Alert>
    );
  }
  return (
    <Alert variant="danger">
      <AlertTitle>{PANEL_TERMS_MESSAGES.suspended}</AlertTitle>
      <AlertDescription>
        {standing.reason && <p>{standing.reason}</p>}
        {standing.unpaid && standing.parentUrl && (
          <p>
            {PANEL_TERMS_MESSAGES.howToPay(standing.pricePerMonth, standing.parentUrl)}{" "}
            <a className="font-medium text-foreground underline underline-offset-4" href={standing.parentUrl}>
              Add funds on the parent panel
            </a>
          </p>
        )}
      </AlertDescription>
    </Alert>
  );
}
