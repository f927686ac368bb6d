import { Megaphone } from "lucide-react";
import type * as React from "react";
import { Alert, AlertDescription, type AlertProps, AlertTitle } from "../../../display/Alert";

/** The banner's words (spec §2, Dashboard shell, gives the gist, not the text; these are chosen). */
export const TIKTOK_BANNER_TITLE = "Ongoing TikTok updates";
export const TIKTOK_BANNER_MESSAGE =
  "We are updating our TikTok services. Please order from the new TikTok Followers category.";

export type TikTokBannerProps = Omit<AlertProps, "variant" | "icon" | "children"> & {
  /** A next step under the message, e.g. a link to the TikTok Followers category. */
  action?: React.ReactNode;
};

/** The dashboard's notice about the TikTok updates; dismissible unless `dismissible={false}`. */
export function TikTokBanner({ action, dismissible = true, ...props }: TikTokBannerProps) {
  return (
    <Alert data-slot="tiktok-banner" variant="info" icon={<Megaphone />} dismissible={dismissible} {...props}>
      <AlertTitle>{TIKTOK_BANNER_TITLE}</AlertTitle>
      <AlertDescription>
        <p>{TIKTOK_BANNER_MESSAGE}</p>
        {action}
      </AlertDescription>
    </Alert>
  );
}
