import fs from "node:fs";
import path from "node:path";
import { TICKET_MESSAGES } from "@smm/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, demoAdmin, fundCustomer, registerCustomer, type TestApp } from "../../../testing";

let t: TestApp;
let adminAuth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  const admin = (
    await t.app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { email: demoAdmin.email, password: demoAdmin.password },
    })
  ).json();
  adminAuth = { authorization: `Bearer ${admin.token}` };
});
afterAll(() => t.close());

// 1×1 transparent PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

function multipart(fields: Record<string, string>, file?: { name: string; type: string; content: Buffer }) {
  const boundary = "----smmtestboundary";
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

describe("support tickets", () => {
  it("opens a ticket with an attachment stored under a generated name, lists, searches and downloads it", async () => {
    const { auth } = await registerCustomer(t.app);
    const form = multipart(
      { "TicketForm[subject]": "12345 speed up", "TicketForm[message]": "Please speed up my order" },
      { name: "proof.png", type: "image/png", content: PNG },
    );
    const res = await t.app.inject({
      method: "POST",
      url: "/api/tickets",
      headers: { ...auth, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      subject: "12345 speed up",
      message: "Please speed up my order",
      status: "open",
    });
    const stored = fs.readdirSync(t.config.uploadsDir);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(t.config.uploadsDir.startsWith(t.config.appDist)).toBe(false);

    const list = (await t.app.inject({ method: "GET", url: "/api/tickets?search=speed", headers: auth })).json();
    expect(list.data).toHaveLength(1);
    const thread = (await t.app.inject({ method: "GET", url: `/api/tickets/${res.json().id}`, headers: auth })).json();
    const attachment = thread.messages[0].attachments[0];
    expect(attachment).toMatchObject({ name: "proof.png", type: "image/png", size: PNG.length });
    const download = await t.app.inject({
      method: "GET",
      url: `/api/tickets/${res.json().id}/attachments/${attachment.id}`,
      headers: auth,
    });
    expect(download.rawPayload.equals(PNG)).toBe(true);
    expect(download.headers["content-disposition"]).toContain("attachment");

    const stranger = await registerCustomer(t.app);
    expect(
      (await t.app.inject({ method: "GET", url: `/api/tickets/${res.json().id}`, headers: stranger.auth })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: `/api/tickets/${res.json().id}/attachments/${attachment.id}`,
          headers: stranger.auth,
        })
      ).statusCode,
    ).toBe(404);
    expect(path.isAbsolute(t.config.uploadsDir)).toBe(true);
  });

  it.each(["скриншот оплаты.png", "支付截图.png", "reçu final ✅.png"])(
    "downloads an attachment named %s with the exact name in filename* (RFC 6266/5987)",
    async (name) => {
      const { auth } = await registerCustomer(t.app);
      const form = multipart(
        { "TicketForm[subject]": "Payment proof", "TicketForm[message]": "Here is the receipt" },
        { name, type: "image/png", content: PNG },
      );
      const created = await t.app.inject({
        method: "POST",
        url: "/api/tickets",
        headers: { ...auth, ...form.headers },
        payload: form.payload,
      });
      expect(created.statusCode).toBe(201);
      const thread = (
        await t.app.inject({ method: "GET", url: `/api/tickets/${created.json().id}`, headers: auth })
      ).json();
      const attachment = thread.messages[0].attachments[0];
      expect(attachment.name).toBe(name);
      const download = await t.app.inject({
        method: "GET",
        url: `/api/tickets/${created.json().id}/attachments/${attachment.id}`,
        headers: auth,
      });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(PNG)).toBe(true);
      const disposition = download.headers["content-disposition"] as string;
      // A Latin-1 fallback for old clients, the exact name for everyone else.
      expect(disposition).toMatch(/^attachment; filename="[^"]+"; filename\*=UTF-8''/);
      expect(decodeURIComponent(disposition.split("filename*=UTF-8''")[1] ?? "")).toBe(name);
    },
  );

  it("checks the attachment by content, not by its name or claimed type, and limits it to 5 MB", async () => {
    const { auth } = await registerCustomer(t.app);
    const fake = multipart(
      { subject: "s", message: "m" },
      { name: "evil.png", type: "image/png", content: Buffer.from("MZ\x90\x00\x03\x00binary") },
    );
    const res = await t.app.inject({
      method: "POST",
      url: "/api/tickets",
      headers: { ...auth, ...fake.headers },
      payload: fake.payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual([TICKET_MESSAGES.fileTypeInvalid]);
    const big = multipart(
      { subject: "s", message: "m" },
      { name: "big.txt", type: "text/plain", content: Buffer.alloc(5 * 1024 * 1024 + 10, 97) },
    );
    const tooBig = await t.app.inject({
      method: "POST",
      url: "/api/tickets",
      headers: { ...auth, ...big.headers },
      payload: big.payload,
    });
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().errors.file).toEqual([TICKET_MESSAGES.fileTooLarge]);
    const missing = await t.app.inject({
      method: "POST",
      url: "/api/tickets",
      headers: auth,
      payload: { subject: " " },
    });
    expect(missing.json().errors).toEqual({
      subject: [TICKET_MESSAGES.subjectRequired],
      message: [TICKET_MESSAGES.messageRequired],
    });
  });

  it("support replies mark the ticket answered and notify; a customer reply re-opens; closed tickets take no replies", async () => {
    const { auth } = await registerCustomer(t.app);
    const ticket = (
      await t.app.inject({
        method: "POST",
        url: "/api/tickets",
        headers: auth,
        payload: { subject: "Refill", message: "Order 7 dropped" },
      })
    ).json();
    const answered = await t.app.inject({
      method: "POST",
      url: `/api/admin/tickets/${ticket.id}/replies`,
      headers: adminAuth,
      payload: { message: "Refilled" },
    });
    expect(answered.json().status).toBe("answered");
    const notes = (await t.app.inject({ method: "GET", url: "/api/notifications", headers: auth })).json();
    expect(notes.unread).toBe(1);
    expect(notes.data[0]).toMatchObject({ title: "Support replied", read: false });
    const reopened = await t.app.inject({
      method: "POST",
      url: `/api/tickets/${ticket.id}/replies`,
      headers: auth,
      payload: { message: "Thanks" },
    });
    expect(reopened.json().status).toBe("open");
    expect(reopened.json().messages).toHaveLength(3);
    await t.app.inject({ method: "POST", url: `/api/tickets/${ticket.id}/close`, headers: auth });
    const late = await t.app.inject({
      method: "POST",
      url: `/api/tickets/${ticket.id}/replies`,
      headers: auth,
      payload: { message: "One more" },
    });
    expect(late.statusCode).toBe(422);
    const read = await t.app.inject({ method: "POST", url: "/api/notifications/read-all", headers: auth });
    expect(read.json().unread).toBe(0);
  });
});

describe("operator actions", () => {
  it("cancelling an order refunds its charge once and notifies the customer", async () => {
    const customer = await registerCustomer(t.app);
    await fundCustomer(t.database.db, customer.user.id, "100.00");
    const service = (await t.app.inject({ method: "GET", url: "/api/services" })).json().data[0];
    const order = (
      await t.app.inject({
        method: "POST",
        url: "/api/orders",
        headers: customer.auth,
        payload: { service_id: service.id, link: "https://x.com/a", quantity: 50 },
      })
    ).json();
    const cancel = () =>
      t.app.inject({
        method: "PUT",
        url: `/api/admin/orders/${order.id}/status`,
        headers: adminAuth,
        payload: { status: "canceled" },
      });
    expect((await cancel()).json().status).toBe("canceled");
    expect((await cancel()).statusCode).toBe(422);
    const me = (await t.app.inject({ method: "GET", url: "/api/user", headers: customer.auth })).json();
    expect(me.balance).toBe("100.00");
    const notes = (await t.app.inject({ method: "GET", url: "/api/notifications", headers: customer.auth })).json();
    expect(notes.data[0].message).toBe(`Your order #${order.id} is now canceled.`);
    const asCustomer = await t.app.inject({
      method: "PUT",
      url: `/api/admin/orders/${order.id}/status`,
      headers: customer.auth,
      payload: { status: "completed" },
    });
    expect(asCustomer.statusCode).toBe(403);
  });

  it("a price change lands in the updates feed with its percentage", async () => {
    const customer = await registerCustomer(t.app);
    const service = (await t.app.inject({ method: "GET", url: "/api/services" })).json().data[2];
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/admin/services/${service.id}`,
      headers: adminAuth,
      payload: { price: "1.50", max_amount: 5000 },
    });
    expect(res.json()).toEqual({ updates: 2 });
    const feed = (
      await t.app.inject({
        method: "GET",
        url: `/api/service-updates?type=price-decrease&search=${service.id}`,
        headers: customer.auth,
      })
    ).json();
    expect(feed.data[0]).toMatchObject({
      service: service.service_title,
      oldPrice: service.price,
      newPrice: "1.50",
      updateType: "price-decrease",
    });
    expect(feed.data[0].change).toMatch(/^-\d+\.\d{2}$/);
    const all = (await t.app.inject({ method: "GET", url: "/api/service-updates", headers: customer.auth })).json();
    expect(all.meta.per_page).toBe(10);
    expect(all.meta.total).toBeGreaterThanOrEqual(4);
  });
});
