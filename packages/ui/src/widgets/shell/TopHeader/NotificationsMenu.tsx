import type { Notification } from "@smm/domain";
import { Bell } from "lucide-react";
import { useId } from "react";
import { EmptyState } from "../../../display/EmptyState";
import { Popover, PopoverContent, PopoverTrigger } from "../../../overlays/Popover";
import { Button } from "../../../primitives/Button";
import { formatDate } from "../../shared/formatDate";

export type NotificationsMenuProps = {
  notifications: readonly Notification[];
  /** Shows a "Mark all as read" button while some are unread. */
  onMarkAllRead?: () => void;
};

/** Chosen text: the spec names no empty state for notifications. */
export const NO_NOTIFICATIONS = "No notifications yet";

/** The bell button with the unread count (in its accessible name, not only the dot) and the list in a popover. */
export function NotificationsMenu({ notifications, onMarkAllRead }: NotificationsMenuProps) {
  const headingId = useId();
  const unread = notifications.filter((notification) => !notification.read).length;
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          data-slot="notifications-trigger"
          aria-label={`Notifications, ${unread} unread`}
          className="relative"
        >
          <Bell aria-hidden="true" />
          {unread > 0 ? (
            <span
              aria-hidden="true"
              data-slot="notifications-count"
              className="absolute top-0.5 right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 font-semibold text-[0.625rem] text-destructive-foreground tabular-nums leading-none"
            >
              {unread > 99 ? "99+" : unread}
            </span>
          ) : null}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" aria-labelledby={headingId} className="w-80 p-0">
        <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
          <h2 id={headingId} className="font-semibold text-sm">
            Notifications
          </h2>
          {onMarkAllRead && unread > 0 ? (
            <Button variant="link" size="sm" className="h-auto px-0" onClick={onMarkAllRead}>
              Mark all as read
            </Button>
          ) : null}
        </div>
        {notifications.length === 0 ? (
          <EmptyState icon={<Bell />} title={NO_NOTIFICATIONS} className="py-8" />
        ) : (
          <ul data-slot="notifications-list" className="max-h-80 divide-y overflow-y-auto">
            {notifications.map((notification) => (
              <NotificationRow key={notification.id} notification={notification} />
            ))}
          </ul>
        )}
      </PopoverContent>
    </Popover>
  );
}

function NotificationRow({ notification }: { notification: Notification }) {
  return (
    <li data-slot="notification" data-state={notification.read ? "read" : "unread"} className="flex gap-3 px-4 py-3">
      <span
        aria-hidden="true"
        className={notification.read ? "mt-1.5 size-2 shrink-0" : "mt-1.5 size-2 shrink-0 rounded-full bg-primary"}
      />
      <div className="grid min-w-0 gap-0.5 text-sm">
        <p className="font-medium">
          {notification.read ? null : <span className="sr-only">Unread: </span>}
          {notification.title}
        </p>
        <p className="text-muted-foreground">{notification.message}</p>
        <p className="text-muted-foreground text-xs">
          <time dateTime={notification.date}>{formatDate(notification.date)}</time>
        </p>
      </div>
    </li>
  );
}
