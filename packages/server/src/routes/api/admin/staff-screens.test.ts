import {
  ADMIN_SCREEN_READS,
  ADMIN_SHELL_READS,
  canOpenScreen,
  STAFF_ROLES,
  type StaffRole,
  staffHeaderLabel,
} from "@smm/domain";
import { describe, expect, it } from "vitest";
import { fundCustomer, registerCustomer } from "../../../testing";
import { adminSuite, inviteStaff } from "./test-helpers";

const t = adminSuite();

type Headers = { authorization: string };

let signedIn: Promise<Record<StaffRole, Headers>> | undefined;

/** The owner (the suite's operator) and one signed-in staff member of every other role, invited once per file. */
function everyRole(): Promise<Record<StaffRole, Headers>> {
  signedIn ??= (async () => ({
    owner: t.admin,
    admin: (await inviteStaff(t, "admin", "screensadmin")).headers,
    support: (await inviteStaff(t, "support", "screenssupport")).headers,
    finance: (await inviteStaff(t, "finance", "screensfinance")).headers,
  }))();
  return signedIn;
}

const get = (url: string, headers: Headers) => t.app.inject({ method: "GET", url, headers });

// 1×1 transparent PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/** A customer's ticket form with `proof.png` attached, as the browser posts it. */
function ticketWithFile() {
  const boundary = "----staffscreensboundary";
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const payload = Buffer.concat([
    Buffer.from(field("subject", "Order 12 is stuck") + field("message", "See the screenshot")),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="proof.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

describe("staff who can work (#36)", () => {
  it("every role opens every screen its sidebar shows, with every read that screen makes answered", async () => {
    const roles = await everyRole();
    const refused: string[] = [];
    for (const role of STAFF_ROLES) {
      const screens = Object.keys(ADMIN_SCREEN_READS).filter((href) => canOpenScreen(role, href));
      expect(screens.length, role).toBeGreaterThan(0);
      const reads = new Set([...ADMIN_SHELL_READS, ...screens.flatMap((href) => ADMIN_SCREEN_READS[href] ?? [])]);
      for (const url of reads) {
        const res = await get(url, roles[role]);
        if (res.statusCode !== 200) refused.push(`${role}: GET ${url} → ${res.statusCode} ${res.body}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it("a support agent opens an order (its cost in the reporting currency) and a ticket, and is named as such", async () => {
    const { support } = await everyRole();
    expect(canOpenScreen("support", "/admin/orders")).toBe(true);
    expect(canOpenScreen("support", "/admin/support")).toBe(true);
    const customer = await registerCustomer(t.app);
    await fundCustomer(t.database.db, customer.user.id, "1000.00");
    const [service] = (await t.app.inject({ method: "GET", url: "/api/services" })).json().data;
    const placed = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: customer.auth,
      payload: { service_id: service.id, link: "https://instagram.com/p/abc", quantity: service.min_amount },
    });
    expect(placed.statusCode).toBe(201);
    const ticket = await t.app.inject({
      method: "POST",
      url: "/api/tickets",
      headers: customer.auth,
      payload: { subject: `Order ${placed.json().id}`, message: "Is it started?" },
    });
    expect(ticket.statusCode).toBe(201);
    const detail = await get(`/api/admin/orders/${placed.json().id}`, support);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().reporting).toEqual({ code: expect.any(String), rate: expect.any(String) });
    // The settings stay closed to them: the order screen no longer needs them.
    expect((await get("/api/admin/settings", support)).statusCode).toBe(403);
    expect((await get(`/api/admin/tickets/${ticket.json().id}`, support)).statusCode).toBe(200);
    const me = (await get("/api/admin/me", support)).json();
    expect(staffHeaderLabel(me.role)).toBe("Support agent");
    expect(staffHeaderLabel("owner")).toBe("System Administrator");
  });

  it("staff who may read tickets download a ticket's attachment, with the customer's safe headers", async () => {
    const roles = await everyRole();
    const customer = await registerCustomer(t.app);
    const form = ticketWithFile();
    const opened = await t.app.inject({
      method: "POST",
      url: "/api/tickets",
      headers: { ...customer.auth, ...form.headers },
      payload: form.payload,
    });
    expect(opened.statusCode).toBe(201);
    const thread = (await get(`/api/admin/tickets/${opened.json().id}`, roles.support)).json();
    const [attachment] = thread.messages[0].attachments;
    expect(attachment).toMatchObject({ name: "proof.png" });
    const url = `/api/admin/tickets/${thread.id}/attachments/${attachment.id}`;

    const download = await get(url, roles.support);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PNG)).toBe(true);
    expect(download.headers["content-type"]).toBe("image/png");
    expect(download.headers["content-disposition"]).toBe('attachment; filename="proof.png"');
    // Finance reads every list (tickets included) and changes nothing: they may read the file too.
    expect((await get(url, roles.finance)).statusCode).toBe(200);
    // Not a customer (even the ticket's own: theirs is /api/tickets/…), and not under another ticket.
    expect((await get(url, customer.auth as Headers)).statusCode).toBe(403);
    const other = await t.app.inject({
      method: "POST",
      url: "/api/tickets",
      headers: customer.auth,
      payload: { subject: "Another question", message: "No file here" },
    });
    const elsewhere = `/api/admin/tickets/${other.json().id}/attachments/${attachment.id}`;
    expect((await get(elsewhere, roles.support)).statusCode).toBe(404);
    expect((await get(`/api/admin/tickets/${thread.id}/attachments/abc`, roles.support)).statusCode).toBe(422);
  });
});
