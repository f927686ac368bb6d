import type { Notification } from "@smm/domain";
import type { RenderLink } from "../../navigation/link";

/** Sample notifications for the shell's stories and tests. */
export const SAMPLE_NOTIFICATIONS: readonly Notification[] = [
  {
    id: 3,
    title: "Order 10482 completed",
    message: "1,000 Instagram Followers were delivered.",
    date: "2026-11-22T09:10:00.000Z",
    read: false,
  },
  {
    id: 2,
    title: "Funds added",
    message: "₦5,000.00 was added to your balance, with a ₦250.00 bonus.",
    date: "2026-11-21T15:42:00.000Z",
    read: false,
  },
  {
    id: 1,
    title: "New TikTok Followers category",
    message: "Order TikTok followers from the new category.",
    date: "2026-11-19T08:00:00.000Z",
    read: true,
  },
];

/** Draws links that keep the story on its page: a click is reported to the link's handler but never navigates. */
export const storyRenderLink: RenderLink = ({ href, onClick, ...props }) => (
  <a
    href={href}
    {...props}
    onClick={(event) => {
      event.preventDefault();
      onClick?.(event);
    }}
  />
);
