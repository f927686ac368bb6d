import type { Announcement } from "@smm/domain";
import { Megaphone } from "lucide-react";
import type * as React from "react";
import { Alert, AlertDescription, type AlertProps, AlertTitle } from "../../../display/Alert";

export type AnnouncementBannerProps = Omit<AlertProps, "variant" | "icon" | "children" | "title"> & {
  /** The operator's announcement (Settings → Storefront); nothing is rendered while its text is empty. */
  announcement: Announcement;
  /** A next step under the text, e.g. a link to a category. */
  action?: React.ReactNode;
};

/** The operator's notice atop every customer page; dismissible unless `dismissible={false}`. Plain text only. */
export function AnnouncementBanner({ announcement, action, dismissible = true, ...props }: AnnouncementBannerProps) {
  if (announcement.text.trim() === "") return null;
  return (
    <Alert data-slot="announcement-banner" variant="info" icon={<Megaphone />} dismissible={dismissible} {...props}>
      {announcement.title ? <AlertTitle>{announcement.title}</AlertTitle> : null}
      <AlertDescription>
        <p>{announcement.text}</p>
        {action}
      </AlertDescription>
    </Alert>
  );
}
