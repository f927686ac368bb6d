/** A customer's notifications: order status changes and ticket replies, with the unread count for the bell. */
import { z } from "zod";
import { idParams, isoDateTime } from "./common";
import { endpoint } from "./endpoint";

export const notificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  date: isoDateTime,
  read: z.boolean(),
});
export type Notification = z.output<typeof notificationSchema>;

export const notificationListSchema = z.object({
  data: z.array(notificationSchema),
  unread: z.number().int().describe("How many of the customer's notifications are unread"),
});
export type NotificationList = z.output<typeof notificationListSchema>;

export const notificationEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/notifications",
    summary: "Latest notifications and the unread count",
    response: notificationListSchema,
  }),
  markRead: endpoint({
    method: "POST",
    path: "/notifications/:id/read",
    summary: "Mark one notification read",
    params: idParams,
    response: notificationSchema,
  }),
  markAllRead: endpoint({
    method: "POST",
    path: "/notifications/read-all",
    summary: "Mark every notification read",
    response: notificationListSchema,
  }),
};
