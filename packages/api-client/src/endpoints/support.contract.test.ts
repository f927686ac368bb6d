import { TICKET_MESSAGES } from "@smm/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "../client";
import { ApiError } from "../http/ApiError";
import { newIdempotencyKey } from "../http/idempotency";
import { freshCustomer, fund } from "../test-support/customers";
import { demoAdmin, type LiveServer, startLiveServer } from "../test-support/liveServer";

let server: LiveServer;
let operator: ApiClient;

// The 8-byte PNG signature and an IHDR chunk: enough for a content check to say "image/png".
const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00,
  0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4, 0x89,
]);

beforeAll(async () => {
  server = await startLiveServer();
  operator = server.client();
  const { token, admin } = await operator.admin.auth.login({ email: demoAdmin.email, password: demoAdmin.password });
  operator.sessions.admin.save({ token, data: admin }, { remember: false });
});
afterAll(() => server?.close());

describe("support tickets", () => {
  it("opens a ticket with an attachment, gets an answer and a notification, replies, closes", async () => {
    const api = await freshCustomer(server);
    const ticket = await api.tickets.create({
      subject: "12345 speed up",
      message: "Please speed up my order",
      file: new Blob([PNG], { type: "image/png" }),
      fileName: "screenshot.png",
    });
    expect(ticket).toMatchObject({ subject: "12345 speed up", message: "Please speed up my order", status: "open" });
    await expect(api.tickets.list({ search: "speed" })).resolves.toEqual([ticket]);

    const thread = await api.tickets.get(ticket.id);
    const attachment = thread.messages[0]?.attachments[0];
    expect(attachment).toMatchObject({ name: "screenshot.png", type: "image/png", size: PNG.length });
    if (!attachment) throw new Error("the attachment was not stored");
    const download = await api.tickets.downloadAttachment(ticket.id, attachment.id);
    expect(download.filename).toBe("screenshot.png");
    expect(new Uint8Array(await download.blob.arrayBuffer())).toEqual(PNG);

    const answered = await operator.admin.operations.replyToTicket(ticket.id, "Done, it is faster now.");
    expect(answered.status).toBe("answered");
    const { data, unread } = await api.notifications.list();
    expect(unread).toBeGreaterThanOrEqual(1);
    const note = data.find((item) => !item.read);
    if (!note) throw new Error("no unread notification");
    await expect(api.notifications.markRead(note.id)).resolves.toMatchObject({ id: note.id, read: true });
    await expect(api.notifications.markAllRead()).resolves.toMatchObject({ unread: 0 });

    const reopened = await api.tickets.reply(ticket.id, "Thanks!");
    expect(reopened.status).toBe("open");
    expect(reopened.messages.map((message) => message.author)).toEqual(["customer", "support", "customer"]);
    await expect(api.tickets.close(ticket.id)).resolves.toMatchObject({ status: "closed" });
    await expect(api.tickets.reply(ticket.id, "One more thing")).rejects.toMatchObject({ status: 422 });
  });

  it("refuses a file whose content is not an allowed type, and empty fields", async () => {
    const api = await freshCustomer(server);
    const error = (await api.tickets
      .create({ subject: "s", message: "m", file: new Blob(["MZ\x90\x00 not an image"]), fileName: "photo.png" })
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.fieldError("file")).toBe(TICKET_MESSAGES.fileTypeInvalid);

    const empty = (await api.tickets
      .create({ subject: " ", message: "" })
      .catch((caught: unknown) => caught)) as ApiError;
    expect(empty.errors).toMatchObject({
      subject: [TICKET_MESSAGES.subjectRequired],
      message: [TICKET_MESSAGES.messageRequired],
    });
    await expect(api.tickets.list()).resolves.toEqual([]);
  });

  it("another customer's ticket answers 404", async () => {
    const owner = await freshCustomer(server);
    const ticket = await owner.tickets.create({ subject: "Mine", message: "Private" });
    const stranger = await freshCustomer(server);
    await expect(stranger.tickets.get(ticket.id)).rejects.toMatchObject({ status: 404 });
  });
});

describe("operator actions", () => {
  it("cancelling an order refunds it and notifies the customer", async () => {
    const api = await freshCustomer(server);
    await fund(api, "1000");
    const [service] = await api.catalogue.services();
    if (!service) throw new Error("the demo data has no service");
    const order = await api.orders.place(
      { service_id: service.id, link: "https://www.tiktok.com/@someone", quantity: service.min_amount },
      { idempotencyKey: newIdempotencyKey() },
    );
    const charged = (await api.user.dashboard()).balance;
    await expect(operator.admin.operations.setOrderStatus(order.id, { status: "canceled" })).resolves.toMatchObject({
      id: order.id,
      status: "canceled",
    });
    expect((await api.user.dashboard()).balance).toBe("1050.00");
    expect(charged).not.toBe("1050.00");
    expect((await api.notifications.list()).unread).toBeGreaterThanOrEqual(1);
  });

  it("a price change appears in the updates feed", async () => {
    const [service] = await operator.catalogue.services();
    if (!service) throw new Error("the demo data has no service");
    const newPrice = (Number(service.price) * 2).toFixed(4);
    await expect(operator.admin.operations.updateService(service.id, { price: newPrice })).resolves.toEqual({
      updates: 1,
    });
    const api = await freshCustomer(server);
    const page = await api.serviceUpdates.list({ type: "price-increase", search: String(service.id) });
    expect(page.data[0]).toMatchObject({ updateType: "price-increase" });
    expect(page.meta.per_page).toBe(10);
  });

  it("a customer token cannot act as the operator", async () => {
    const api = await freshCustomer(server);
    const token = api.sessions.customer.token() ?? "";
    api.sessions.admin.save({ token, data: { id: 0, username: "x", email: "x@example.com" } }, { remember: false });
    await expect(api.admin.operations.updateService(1, { price: "1.0000" })).rejects.toMatchObject({ status: 403 });
  });
});
