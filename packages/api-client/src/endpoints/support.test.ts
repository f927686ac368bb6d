import { describe, expect, it } from "vitest";
import { sentBody, testClient } from "../test-support/testClient";

const admin = { id: 1, username: "admin", email: "a@example.com" };

describe("tickets", () => {
  it("create sends multipart fields and the file with its name", async () => {
    const { api, fake } = testClient(() => ({ status: 201, data: { id: 1 } }));
    const file = new File(["hello"], "note.txt", { type: "text/plain" });
    await api.tickets.create({ subject: "12345 refill", message: "Please refill", file });
    expect(fake.last().url).toBe("/tickets");
    const form = fake.last().data as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get("subject")).toBe("12345 refill");
    expect(form.get("message")).toBe("Please refill");
    expect((form.get("file") as File).name).toBe("note.txt");
    await api.tickets.create({ subject: "s", message: "m" });
    expect((fake.last().data as FormData).has("file")).toBe(false);
  });

  it("list trims the search and unwraps {data}; thread calls address the ticket", async () => {
    const { api, fake } = testClient(() => ({ status: 200, data: { data: [] } }));
    await expect(api.tickets.list({ search: "  refill ", status: "open" })).resolves.toEqual([]);
    expect(fake.last().params).toEqual({ search: "refill", status: "open" });
    await api.tickets.get(7);
    expect(fake.last().url).toBe("/tickets/7");
    await api.tickets.reply(7, "Any news?");
    expect(fake.last().url).toBe("/tickets/7/replies");
    expect(sentBody(fake.last())).toEqual({ message: "Any news?" });
    await api.tickets.close(7);
    expect(fake.last().url).toBe("/tickets/7/close");
  });

  it("downloadAttachment returns the bytes as a Blob with the server's name and type", async () => {
    const { api, fake } = testClient(() => ({
      status: 200,
      body: "abc",
      headers: { "content-type": "text/plain", "content-disposition": 'attachment; filename="note.txt"' },
    }));
    const file = await api.tickets.downloadAttachment(7, 3);
    expect(fake.last().url).toBe("/tickets/7/attachments/3");
    expect(file.filename).toBe("note.txt");
    expect(file.blob.type).toBe("text/plain");
    expect(await file.blob.text()).toBe("abc");
  });

  it("fallbacks name the ticket call", async () => {
    const { api } = testClient(() => ({ status: 500 }));
    await expect(api.tickets.create({ subject: "s", message: "m" })).rejects.toMatchObject({
      message: "Failed to submit the ticket",
    });
    await expect(api.tickets.list()).rejects.toMatchObject({ message: "Failed to fetch tickets" });
  });
});

describe("notifications and updates", () => {
  it("list, markRead and markAllRead", async () => {
    const { api, fake } = testClient(() => ({ status: 200, data: { data: [], unread: 0 } }));
    await expect(api.notifications.list()).resolves.toEqual({ data: [], unread: 0 });
    await api.notifications.markRead(5);
    expect(fake.last().url).toBe("/notifications/5/read");
    await api.notifications.markAllRead();
    expect(fake.last().url).toBe("/notifications/read-all");
  });

  it("service updates send only narrowing filters", async () => {
    const { api, fake } = testClient(() => ({ status: 200, data: { data: [], meta: {} } }));
    await api.serviceUpdates.list({ type: "all", search: " " });
    expect(fake.last().url).toBe("/service-updates");
    expect(fake.last().params).toEqual({});
    await api.serviceUpdates.list({ type: "price-decrease", search: "Followers", page: 3 });
    expect(fake.last().params).toEqual({ type: "price-decrease", search: "Followers", page: "3" });
  });
});

describe("operator actions", () => {
  it("carry the admin token to their paths", async () => {
    const { api, fake, sessions } = testClient(() => ({ status: 200, data: {} }));
    sessions.admin.save({ token: "adm", data: admin }, { remember: false });
    await api.admin.operations.setOrderStatus(9, { status: "partial", remains: 40 });
    expect(fake.last().url).toBe("/admin/orders/9/status");
    expect(sentBody(fake.last())).toEqual({ status: "partial", remains: 40 });
    await api.admin.operations.updateService(3, { price: "0.4500" });
    expect(fake.last().url).toBe("/admin/services/3");
    await api.admin.operations.replyToTicket(2, "Done");
    expect(fake.last().url).toBe("/admin/tickets/2/replies");
    expect(fake.requests.every((request) => request.headers.get("Authorization") === "Bearer adm")).toBe(true);
  });
});
