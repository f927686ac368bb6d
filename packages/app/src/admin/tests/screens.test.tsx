import { ApiError } from "@smm/api-client";
import type { AdminOrderDetail, MailJob } from "@smm/domain";
import {
  CHILD_PANEL_MESSAGES,
  DEFAULT_REPORTING_CURRENCY,
  DEFAULT_SETTINGS,
  GATEWAY_KEY_MESSAGE,
  launchChecklistOf,
  publicSettingsOf,
} from "@smm/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../lib/api";
import { resetApp, routeRenderer } from "../../test-support/renderRoute";
import { adminApi } from "../lib/adminApi";
import { pageOf, prepareAdminScreen, TEST_DASHBOARD, TEST_USER_ROW } from "./adminFixtures";

// The route modules these tests render and the layouts on their way, by their path in src/routes.ts.
const renderRoute = routeRenderer(
  import.meta.glob(
    [
      "./admin/components/AdminLayout.tsx",
      "./admin/screens/{ChildPanels,Dashboard,NotFound,OrderDetail,Orders,SendMail,Settings,Staff,UserDetail,Users}.tsx",
    ],
    { base: "../../" },
  ),
);

// Forms with many fields type slowly under jsdom on a shared machine.
vi.setConfig({ testTimeout: 30_000 });

beforeEach(prepareAdminScreen);
afterEach(resetApp);

const ORDER: AdminOrderDetail = {
  id: 55,
  userId: 7,
  username: "ada",
  serviceId: 3,
  service: "Instagram Followers",
  providerId: null,
  providerOrderId: null,
  link: "https://instagram.com/ada",
  quantity: 1000,
  charge: "500.00",
  refunded: "0.00",
  startCount: 10,
  remains: 0,
  status: "in-progress",
  createdAt: "2026-11-20T10:00:00.000Z",
  ledger: [],
  extras: [],
  cost: null,
  profit: null,
  reporting: DEFAULT_REPORTING_CURRENCY,
};

describe("admin dashboard", () => {
  it("shows the server's figures in the reporting currency, whatever the customers' display rates", async () => {
    // The customers' USD display rate is repriced: the operator's figures (NGN here) must not move.
    vi.spyOn(adminApi.system, "settings").mockResolvedValue({
      ...DEFAULT_SETTINGS,
      currency_rates: { ...DEFAULT_SETTINGS.currency_rates, USD: "0.5" },
    });
    renderRoute("/admin");
    expect(await screen.findByText("₦100,000.00")).toBeInTheDocument();
    expect(screen.getByText("₦30,000.00")).toBeInTheDocument();
    expect(screen.queryByText("$50,000.00")).not.toBeInTheDocument();
    expect(screen.getByText("1,234")).toBeInTheDocument();
    expect(screen.getByText("+25.00% from last month")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  });

  it("shows the launch checklist above the figures while a step is open, each with its screen's link", async () => {
    vi.spyOn(adminApi.dashboard, "launchChecklist").mockResolvedValue(
      launchChecklistOf({
        siteName: "",
        mailFrom: "",
        paymentMethods: [],
        categories: 0,
        services: 0,
        publicUrl: { set: false, url: "http://localhost:3000" },
        ownerTwoFactor: false,
        childPanels: { sales: "undecided", price: "0", nameservers: [], demo: false },
      }),
    );
    renderRoute("/admin");
    const checklist = await screen.findByRole("region", { name: "Launch checklist" });
    expect(await within(checklist).findByRole("progressbar", { name: "Steps done" })).toHaveAttribute(
      "aria-valuetext",
      "0 of 6",
    );
    expect(within(checklist).getByRole("link", { name: "Set up payment methods" })).toHaveAttribute(
      "href",
      "/admin/settings#payments",
    );
    expect(checklist.compareDocumentPosition(await screen.findByText("₦100,000.00"))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it("shows no checklist once every step is done", async () => {
    renderRoute("/admin");
    expect(await screen.findByText("₦100,000.00")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Launch checklist" })).toBeNull();
  });

  it("writes USD figures in the dashboard's US format when the operator reports in USD", async () => {
    vi.spyOn(adminApi.dashboard, "get").mockResolvedValue({
      ...TEST_DASHBOARD,
      currency: "USD",
      totalBalance: "65.00",
    });
    renderRoute("/admin");
    expect(await screen.findByText("$65.00")).toBeInTheDocument();
  });
});

describe("admin users", () => {
  it("lists users from the server and searches there", async () => {
    const user = userEvent.setup({ delay: null });
    const list = vi.spyOn(adminApi.users, "list").mockResolvedValue(pageOf([TEST_USER_ROW], 1));
    renderRoute("/admin/users");
    expect(await screen.findByRole("link", { name: "ada" })).toHaveAttribute("href", "/admin/users/7");
    expect(list).toHaveBeenLastCalledWith(
      { page: 1, per_page: 25, sort: "created_at", direction: "desc" },
      expect.anything(),
    );
    await user.type(screen.getByRole("searchbox", { name: "Search users" }), "ada");
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith(
        { page: 1, per_page: 25, search: "ada", sort: "created_at", direction: "desc" },
        expect.anything(),
      ),
    );
  });

  it("adds funds with a reason and refreshes the balance", async () => {
    const user = userEvent.setup({ delay: null });
    const get = vi.spyOn(adminApi.users, "get").mockResolvedValue(TEST_USER_ROW);
    vi.spyOn(adminApi.users, "tickets").mockResolvedValue({ data: [] });
    vi.spyOn(adminApi.users, "ledger").mockResolvedValue(pageOf([]));
    vi.spyOn(adminApi.users, "rates").mockResolvedValue({ data: [] });
    vi.spyOn(adminApi.orders, "list").mockResolvedValue(pageOf([]));
    const adjust = vi.spyOn(adminApi.users, "adjustFunds").mockResolvedValue({
      balance: "5250.50",
      entry: {
        id: 1,
        amount: "250.50",
        balanceAfter: "5250.50",
        kind: "adjustment",
        method: "admin",
        reference: "Goodwill",
        createdAt: "2026-11-22T10:00:00.000Z",
      },
    });
    renderRoute("/admin/users/7");
    expect(await screen.findByRole("heading", { level: 1, name: "ada" })).toBeInTheDocument();
    const form = screen.getByRole("form", { name: "Add or deduct funds" });
    await user.type(within(form).getByRole("spinbutton", { name: /Amount/ }), "250.50");
    await user.type(within(form).getByRole("textbox", { name: /Reason/ }), "Goodwill");
    await user.click(within(form).getByRole("button", { name: "Apply" }));
    await waitFor(() =>
      expect(adjust).toHaveBeenCalledWith(7, { direction: "add", amount: "250.50", reason: "Goodwill" }),
    );
    expect(await screen.findByText(/Balance is now/)).toBeInTheDocument();
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
  });

  it("sets a customer's custom rate and lists it beside the list price", async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(adminApi.users, "get").mockResolvedValue(TEST_USER_ROW);
    vi.spyOn(adminApi.users, "tickets").mockResolvedValue({ data: [] });
    vi.spyOn(adminApi.users, "ledger").mockResolvedValue(pageOf([]));
    vi.spyOn(adminApi.orders, "list").mockResolvedValue(pageOf([]));
    const rate = { serviceId: 3, service: "TikTok Followers", listRatePer1000: "1250.00", ratePer1000: "1000.00" };
    const rates = vi.spyOn(adminApi.users, "rates").mockResolvedValueOnce({ data: [] });
    const setRate = vi.spyOn(adminApi.users, "setRate").mockImplementation(async () => {
      rates.mockResolvedValue({ data: [rate] });
      return { data: [rate] };
    });
    renderRoute("/admin/users/7");
    const form = await screen.findByRole("form", { name: "Custom rates" });
    expect(await within(form).findByText(/No custom rates/)).toBeInTheDocument();
    await user.type(within(form).getByRole("spinbutton", { name: /Service ID/ }), "3");
    await user.type(within(form).getByRole("spinbutton", { name: /Rate per 1000/ }), "1000");
    await user.click(within(form).getByRole("button", { name: "Save rate" }));
    await waitFor(() => expect(setRate).toHaveBeenCalledWith(7, 3, "1000"));
    expect(await screen.findByText("Custom rate saved")).toBeInTheDocument();
    expect(await within(form).findByText("3 - TikTok Followers")).toBeInTheDocument();
    expect(within(form).getByText(/₦1,000\.00 per 1000/)).toBeInTheDocument();
  });
});

describe("admin orders", () => {
  it("changes an order to Partial with its remains", async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(adminApi.orders, "get").mockResolvedValue(ORDER);
    const setStatus = vi
      .spyOn(adminApi.orders, "setStatus")
      .mockResolvedValue({ ...ORDER, status: "partial", remains: 400, refunded: "200.00" });
    renderRoute("/admin/orders/55");
    const form = await screen.findByRole("form", { name: "Change status" });
    await user.click(within(form).getByRole("combobox", { name: /Status/ }));
    await user.click(await screen.findByRole("option", { name: "Partial" }));
    const remains = within(form).getByRole("spinbutton", { name: /Remains/ });
    await user.clear(remains);
    await user.type(remains, "400");
    await user.click(within(form).getByRole("button", { name: "Change status" }));
    await waitFor(() => expect(setStatus).toHaveBeenCalledWith(55, { status: "partial", remains: 400 }));
    expect(await screen.findByText("Order 55 is now Partial")).toBeInTheDocument();
  });
});

describe("admin orders in bulk (#36)", () => {
  it("cancels the selected orders after a confirmation and names the one skipped", async () => {
    const user = userEvent.setup({ delay: null });
    const rows = [ORDER, { ...ORDER, id: 56, status: "completed" as const }];
    vi.spyOn(adminApi.orders, "list").mockResolvedValue(pageOf(rows));
    const bulk = vi.spyOn(adminApi.orders, "bulk").mockResolvedValue({
      results: [
        { id: 55, ok: true },
        { id: 56, ok: false, message: "Order #56 is completed; it cannot be canceled." },
      ],
    });
    renderRoute("/admin/orders");
    const bar = await screen.findByRole("region", { name: "Selected orders" });
    expect(within(bar).getByRole("button", { name: "Cancel orders" })).toBeDisabled();
    await user.click(await screen.findByRole("checkbox", { name: "Select order 55" }));
    await user.click(screen.getByRole("checkbox", { name: "Select order 56" }));
    expect(within(bar).getByText("2 orders selected")).toBeInTheDocument();
    await user.click(within(bar).getByRole("button", { name: "Cancel orders" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel 2 orders?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel orders" }));
    await waitFor(() => expect(bulk).toHaveBeenCalledWith({ action: "cancel", ids: [55, 56] }));
    expect(
      await screen.findByText(
        "1 order canceled and refunded; 1 skipped: Order #56 is completed; it cannot be canceled.",
      ),
    ).toBeInTheDocument();
    // The skipped order stays selected.
    expect(within(bar).getByText("1 order selected")).toBeInTheDocument();
  });
});

describe("admin order fulfilment (#17)", () => {
  it("shows the customer's comments and drip-feed plan, each copyable with a toast", async () => {
    const user = userEvent.setup({ delay: null });
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    vi.spyOn(adminApi.orders, "get").mockResolvedValue({
      ...ORDER,
      extras: [
        { name: "comments", label: "Comments", value: "Nice!\nLove it" },
        { name: "runs", label: "Drip-feed runs", value: "3" },
      ],
    });
    renderRoute("/admin/orders/55");
    const details = await screen.findByRole("heading", { name: "Customer's details" });
    expect(details).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Copy Comments" }));
    expect(writeText).toHaveBeenCalledWith("Nice!\nLove it");
    expect(await screen.findByText("Comments copied")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Copy Drip-feed runs" })).toBeInTheDocument();
  });

  it("has no customer's details for a plain order", async () => {
    vi.spyOn(adminApi.orders, "get").mockResolvedValue(ORDER);
    renderRoute("/admin/orders/55");
    await screen.findByRole("form", { name: "Change status" });
    expect(screen.queryByRole("heading", { name: "Customer's details" })).toBeNull();
  });

  it.each([
    ["not accepted yet (no provider order id)", null, true],
    ["accepted by the provider", "9001", false],
  ])("Resend to provider with an order %s", async (_case, providerOrderId, offered) => {
    vi.spyOn(adminApi.orders, "get").mockResolvedValue({
      ...ORDER,
      status: "pending",
      providerId: 2,
      providerOrderId,
    });
    renderRoute("/admin/orders/55");
    await screen.findByRole("form", { name: "Change status" });
    expect(Boolean(screen.queryByRole("button", { name: "Resend to provider" }))).toBe(offered);
  });
});

describe("admin settings", () => {
  it("saves a new USD rate with the other rates unchanged", async () => {
    const user = userEvent.setup({ delay: null });
    const save = vi.spyOn(adminApi.system, "saveSettings").mockResolvedValue({ ...DEFAULT_SETTINGS });
    renderRoute("/admin/settings");
    const form = await screen.findByRole("form", { name: "Display currency rates" });
    const usd = within(form).getByRole("spinbutton", { name: /USD per 1 NGN/ });
    await user.clear(usd);
    await user.type(usd, "0.0007");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({ currency_rates: { ...DEFAULT_SETTINGS.currency_rates, USD: "0.0007" } }),
    );
    expect(await screen.findByText("Settings saved")).toBeInTheDocument();
  });
});

describe("admin settings: child panels", () => {
  it("turns on activation on payment and sets the grace period", async () => {
    const user = userEvent.setup({ delay: null });
    const save = vi.spyOn(adminApi.system, "saveSettings").mockResolvedValue({ ...DEFAULT_SETTINGS });
    renderRoute("/admin/settings");
    const form = await screen.findByRole("form", { name: "Child panels" });
    const grace = within(form).getByRole("spinbutton", { name: /Grace period/ });
    await user.clear(grace);
    await user.type(grace, "14");
    await user.click(within(form).getByRole("switch", { name: "Activate child panels on payment" }));
    await user.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith(
        expect.objectContaining({ child_panel_terms: { grace_days: 14, activate_on_payment: true } }),
      ),
    );
  });
});

describe("admin settings: reserved host names", () => {
  it("saves the operator's reserved names, one per line, with the child panel terms", async () => {
    const user = userEvent.setup({ delay: null });
    const save = vi.spyOn(adminApi.system, "saveSettings").mockResolvedValue({ ...DEFAULT_SETTINGS });
    renderRoute("/admin/settings");
    const form = await screen.findByRole("form", { name: "Child panels" });
    await user.type(
      within(form).getByRole("textbox", { name: /Reserved host names/ }),
      "status.example.ng\nshop.example.ng",
    );
    await user.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith(
        expect.objectContaining({ reserved_hosts: ["status.example.ng", "shop.example.ng"] }),
      ),
    );
  });
});

describe("on a child panel, which sells no child panels", () => {
  it("has no Child Panels link, screen or settings", async () => {
    vi.spyOn(api.settings, "get").mockResolvedValue({
      ...publicSettingsOf(DEFAULT_SETTINGS),
      sells_child_panels: false,
      main_panel: false,
    });
    const list = vi.spyOn(adminApi.childPanels, "list");
    renderRoute("/admin/child-panels");
    expect(await screen.findByRole("heading", { name: "Page not found", level: 1 })).toBeInTheDocument();
    expect(screen.getByText(CHILD_PANEL_MESSAGES.notSold)).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Admin" });
    expect(within(nav).getByRole("link", { name: "Support" })).toBeInTheDocument();
    expect(within(nav).queryByRole("link", { name: "Child Panels" })).toBeNull();
    expect(list).not.toHaveBeenCalled();
  });

  it("asks for no child panel terms in the settings", async () => {
    vi.spyOn(api.settings, "get").mockResolvedValue({
      ...publicSettingsOf(DEFAULT_SETTINGS),
      sells_child_panels: false,
      main_panel: false,
    });
    renderRoute("/admin/settings");
    await screen.findByRole("form", { name: "Display currency rates" });
    expect(screen.queryByRole("form", { name: "Child panels" })).toBeNull();
    expect(screen.queryByRole("form", { name: "Child panel sales" })).toBeNull();
  });
});

describe("on the main panel with child panel sales off (a production start)", () => {
  it("keeps the Child Panels screen and asks the operator to decide on sales", async () => {
    vi.spyOn(api.settings, "get").mockResolvedValue({
      ...publicSettingsOf(DEFAULT_SETTINGS),
      sells_child_panels: false,
      main_panel: true,
    });
    const save = vi.spyOn(adminApi.system, "saveSettings").mockResolvedValue({ ...DEFAULT_SETTINGS });
    vi.spyOn(adminApi.system, "settings").mockResolvedValue({ ...DEFAULT_SETTINGS, child_panel_sales: "undecided" });
    renderRoute("/admin/settings");
    const form = await screen.findByRole("form", { name: "Child panel sales" });
    expect(screen.getByRole("form", { name: "Child panels" })).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Admin" });
    expect(within(nav).getByRole("link", { name: "Child Panels" })).toBeInTheDocument();
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(await within(form).findByText(/required/i)).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });
});

describe("admin settings: branding", () => {
  it("saves the panel's name and brand together, as the server's settings", async () => {
    const user = userEvent.setup({ delay: null });
    const save = vi.spyOn(adminApi.system, "saveSettings").mockResolvedValue({ ...DEFAULT_SETTINGS });
    renderRoute("/admin/settings");
    const form = await screen.findByRole("form", { name: "Branding" });
    const name = within(form).getByRole("textbox", { name: /Panel name/ });
    await user.clear(name);
    await user.type(name, "Boost Naija");
    await user.type(within(form).getByRole("textbox", { name: "Primary colour" }), "#047857");
    await user.click(within(form).getByRole("button", { name: "Save branding" }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({
        site_name: "Boost Naija",
        branding: { ...DEFAULT_SETTINGS.branding, primary_color: "#047857" },
      }),
    );
    expect(await screen.findByText("Settings saved")).toBeInTheDocument();
  });
});

describe("admin settings: payment gateways", () => {
  it("shows the keys kept by their last four characters, saves a new one and removes a gateway's", async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(adminApi.system, "paymentGateways").mockResolvedValue({
      paystack: { configured: true, key_last_four: "9f3a" },
      nowpayments: { configured: false, key_last_four: null },
    });
    const save = vi.spyOn(adminApi.system, "savePaymentGateways").mockResolvedValue({
      paystack: { configured: true, key_last_four: "5678" },
      nowpayments: { configured: false, key_last_four: null },
    });
    renderRoute("/admin/settings");
    const form = await screen.findByRole("form", { name: "Payment gateways" });
    expect(within(form).getByText("Set (ends in 9f3a). Leave empty to keep it.")).toBeInTheDocument();
    await user.type(within(form).getByLabelText("Paystack secret key"), "sk_live_12345678");
    await user.click(within(form).getByRole("switch", { name: "Remove the NOWPayments keys" }));
    await user.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({
        paystack_secret_key: "sk_live_12345678",
        nowpayments_api_key: "",
        nowpayments_ipn_secret: "",
      }),
    );
    expect(await screen.findByText("Payment gateways saved")).toBeInTheDocument();
  });

  it("shows the server's message for a key it refuses, and keeps what was typed", async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(adminApi.system, "savePaymentGateways").mockRejectedValue(
      new ApiError("The given data was invalid.", {
        status: 422,
        errors: { paystack_secret_key: [GATEWAY_KEY_MESSAGE] },
      }),
    );
    renderRoute("/admin/settings");
    const form = await screen.findByRole("form", { name: "Payment gateways" });
    await user.type(within(form).getByLabelText("Paystack secret key"), "bad key here");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    expect(await within(form).findByText(GATEWAY_KEY_MESSAGE)).toBeInTheDocument();
    expect(within(form).getByLabelText("Paystack secret key")).toHaveValue("bad key here");
  });
});

describe("admin settings: reporting currency", () => {
  it("saves USD at the operator's own rate, and NGN without one", async () => {
    const user = userEvent.setup({ delay: null });
    const save = vi.spyOn(adminApi.system, "saveSettings").mockResolvedValue({ ...DEFAULT_SETTINGS });
    renderRoute("/admin/settings");
    const form = await screen.findByRole("form", { name: "Reporting currency" });
    await user.click(within(form).getByRole("combobox", { name: /Reporting currency/ }));
    await user.click(await screen.findByRole("option", { name: "USD: US Dollar" }));
    const rate = within(form).getByRole("spinbutton", { name: /Rate/ });
    await user.clear(rate);
    await user.type(rate, "0.0007");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ reporting_currency: { code: "USD", rate: "0.0007" } }));
    expect(await screen.findByText("Settings saved")).toBeInTheDocument();

    // The saved settings come back (NGN in this stub) and the form starts again from them; a rate typed for NGN
    // is not sent, NGN is never converted.
    const again = within(await screen.findByRole("form", { name: "Reporting currency" }));
    await waitFor(() => expect(again.getByRole("combobox", { name: /Reporting currency/ })).toHaveTextContent("NGN"));
    const ngnRate = again.getByRole("spinbutton", { name: /Rate/ });
    await user.clear(ngnRate);
    await user.type(ngnRate, "0.5");
    await user.click(again.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(save).toHaveBeenLastCalledWith({ reporting_currency: { code: "NGN", rate: "1" } }));
  });
});

describe("admin send mail", () => {
  it("sends to all users and shows the job's progress", async () => {
    const user = userEvent.setup({ delay: null });
    const job: MailJob = {
      id: 9,
      subject: "Hello",
      audience: { kind: "all" },
      status: "done",
      total: 3,
      sent: 3,
      failed: 0,
      transport: "outbox",
      createdAt: "2026-11-22T10:00:00.000Z",
      finishedAt: "2026-11-22T10:00:01.000Z",
    };
    const jobs = vi.spyOn(adminApi.mail, "jobs").mockResolvedValue(pageOf([]));
    vi.spyOn(adminApi.mail, "outbox").mockResolvedValue(pageOf([]));
    const send = vi.spyOn(adminApi.mail, "send").mockImplementation(async () => {
      jobs.mockResolvedValue(pageOf([job]));
      return { ...job, status: "queued", sent: 0 };
    });
    renderRoute("/admin/send-mail");
    const form = await screen.findByRole("form", { name: "New message" });
    await user.type(within(form).getByRole("textbox", { name: /Subject/ }), "Hello");
    await user.type(within(form).getByRole("textbox", { name: /Message/ }), "New services are live.");
    await user.click(within(form).getByRole("button", { name: "Send" }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith({
        audience: { kind: "all" },
        subject: "Hello",
        body: "New services are live.",
      }),
    );
    expect(await screen.findByRole("progressbar", { name: "Job 9" })).toHaveAttribute("aria-valuetext", "3 of 3 sent");
  });

  it("shows a reset mail with its link hidden and resends it", async () => {
    const user = userEvent.setup({ delay: null });
    const mail = {
      id: 4,
      to: "ada@example.com",
      subject: "Reset your password",
      body: "Someone asked to reset the password of your account. If it was you, open [reset link hidden] within an hour.",
      sentAt: null,
      createdAt: "2026-11-22T10:00:00.000Z",
    };
    vi.spyOn(adminApi.mail, "jobs").mockResolvedValue(pageOf([]));
    const outbox = vi.spyOn(adminApi.mail, "outbox").mockResolvedValue(pageOf([mail]));
    const resend = vi.spyOn(adminApi.mail, "resend").mockResolvedValue({ ...mail, id: 5 });
    renderRoute("/admin/send-mail");
    const table = await screen.findByRole("table", { name: "Outbox" });
    expect(await within(table).findByText(/open \[reset link hidden\] within an hour/)).toBeVisible();
    await user.click(within(table).getByRole("button", { name: 'Resend "Reset your password" to ada@example.com' }));
    await waitFor(() => expect(resend).toHaveBeenCalledWith(4));
    expect(await screen.findByText("Sent again to ada@example.com")).toBeVisible();
    await waitFor(() => expect(outbox).toHaveBeenCalledTimes(2));
  });
});

describe("admin staff", () => {
  it("invites a support agent and lists them", async () => {
    const user = userEvent.setup({ delay: null });
    const owner = { id: 1, username: "olumide", email: "admin@example.com", role: "owner" as const, disabled: false };
    const agent = { id: 2, username: "ngozi", email: "ngozi@example.com", role: "support" as const, disabled: false };
    const createdAt = "2026-11-01T10:00:00.000Z";
    const list = vi.spyOn(adminApi.staff, "list").mockResolvedValueOnce({ data: [{ ...owner, createdAt }] });
    const invite = vi.spyOn(adminApi.staff, "invite").mockImplementation(async () => {
      list.mockResolvedValue({
        data: [
          { ...owner, createdAt },
          { ...agent, createdAt },
        ],
      });
      return { ...agent, createdAt };
    });
    renderRoute("/admin/staff");
    expect(await screen.findByText("olumide")).toBeInTheDocument();
    const form = screen.getByRole("form", { name: "Invite a staff member" });
    const username = within(form).getByRole("textbox", { name: /Username/ });
    await waitFor(() => expect(username).toBeEnabled());
    await user.type(username, "ngozi");
    await user.type(within(form).getByRole("textbox", { name: /Email/ }), "ngozi@example.com");
    await user.click(within(form).getByRole("button", { name: "Send invitation" }));
    await waitFor(() =>
      expect(invite).toHaveBeenCalledWith({ username: "ngozi", email: "ngozi@example.com", role: "support" }),
    );
    expect(await screen.findByText("Invitation sent to ngozi@example.com")).toBeInTheDocument();
    expect(await screen.findByRole("combobox", { name: "Role of ngozi" })).toHaveTextContent("Support agent");
  });
});

describe("admin not found", () => {
  it("heads an address that is no admin screen with its own h1, and links to the dashboard", async () => {
    renderRoute("/admin/no-such-screen");
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the dashboard" })).toHaveAttribute("href", "/admin/dashboard");
  });
});
