import type { Notification } from "@smm/domain";
import { and, count, desc, eq } from "drizzle-orm";
import type { Db, Queryable } from "../db/client";
import { notifications } from "../db/schema";
import { notFound } from "../errors";

const TITLES: Record<string, string> = {
  welcome: "Welcome",
  order_status: "Order update",
  ticket_reply: "Support replied",
  deposit: "Deposit update",
};

export async function notify(db: Queryable, userId: number, kind: keyof typeof TITLES, message: string): Promise<void> {
  await db.insert(notifications).values({ userId, kind, message });
}

function toNotification(row: typeof notifications.$inferSelect): Notification {
  return {
    id: row.id,
    title: TITLES[row.kind] ?? "Notification",
    message: row.message,
    date: row.createdAt.toISOString(),
    read: row.read,
  };
}

export class NotificationService {
  constructor(private readonly db: Db) {}

  async list(userId: number) {
    const [rows, [unread]] = await Promise.all([
      this.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.id))
        .limit(50),
      this.db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.read, false))),
    ]);
    return { data: rows.map(toNotification), unread: unread?.n ?? 0 };
  }

  async markRead(userId: number, id: number) {
    const [row] = await this.db
      .update(notifications)
      .set({ read: true })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .returning();
    if (!row) throw notFound("Notification not found");
    return toNotification(row);
  }

  async markAllRead(userId: number) {
    await this.db.update(notifications).set({ read: true }).where(eq(notifications.userId, userId));
    return this.list(userId);
  }
}
