import type { Deposit, OrderDetails, ServiceDetails } from "@smm/api-client";
import {
  CHILD_PANEL_MESSAGES,
  DEFAULT_SETTINGS,
  PANEL_TERMS_MESSAGES,
  publicSettingsOf,
  TOAST_MESSAGES,
} from "@smm/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../lib/api";
import { AWAITING_PAYMENT_MESSAGE } from "../routes/dashboard/AddFunds";
import { resetApp, routeRenderer, signInAsCustomer, stubCommonCalls } from "../test-support/renderRoute";

// The route modules these tests render and the layouts on their way, by their path in src/routes.ts.
const renderRoute = routeRenderer(
  import.meta.glob(
    [
      "./layouts/{CustomerLayout,PublicLayout}.tsx",
      "./routes/dashboard/{AddFunds,Affiliate,ApiAccess,ChildPanel,MassOrder,NewOrder,Orders,Services,Support,Updates}.tsx",
      "./routes/public/Landing.tsx",
    ],
    { base: "../" },
  ),
);

const SERVICE: ServiceDetails = {
  id: 11,
  category_id: 1,
  service_title: "Instagram Followers [Real]",
  price: "1.20",
  min_amount: 10,
  max_amount: 10000,
  delivery_time: "0-6 hours",
};

const ORDER: OrderDetails = {
  id: 501,
  date: "2026-11-22T10:00:00.000Z",
  link: "https://instagram.com/p/abc",
  charge: "120.00",
  startCount: null,
  quantity: 100,
  service: SERVICE.service_title,
  service_id: SERVICE.id,
  status: "pending",
  remains: 100,
};

const DEPOSIT: Deposit = {
  reference: "SBX-1",
  provider: "sandbox",
  method: "card",
  amount: "1000.00",
  bonus: "50.00",
  status: "pending",
  created_at: "2026-11-22T10:00:00.000Z",
  checkout_url: "http://panel.test/dashboard/add-funds?sandbox_reference=SBX-1",
};

beforeEach(() => {
  stubCommonCalls();
  vi.spyOn(api.catalogue, "categories").mockResolvedValue([{ id: 1, category_title: "Instagram Followers" }]);
  vi.spyOn(api.catalogue, "services").mockResolvedValue([SERVICE]);
  signInAsCustomer();
});
afterEach(resetApp);

describe("/dashboard (New Order)", () => {
  it("shows the live stats and places an order with an idempotency key, then refreshes the balance", async () => {
    const place = vi.spyOn(api.orders, "place").mockResolvedValue(ORDER);
    renderRoute("/dashboard");
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText("₦5,000.00")).toBeInTheDocument();
    await screen.findByRole("combobox", { name: "Service" });
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Service" })).toHaveValue(
        "11 - Instagram Followers [Real] - ₦1,200.00 per 1000",
      ),
    );
    await user.type(screen.getByLabelText("Link"), "https://instagram.com/p/abc");
    await user.type(screen.getByLabelText("Quantity"), "100");
    await user.click(screen.getByRole("button", { name: "Submit Order" }));
    await waitFor(() =>
      expect(place).toHaveBeenCalledWith(
        { service_id: 11, link: "https://instagram.com/p/abc", quantity: "100" },
        { idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) },
      ),
    );
    expect(await screen.findByText("Order #501 placed")).toBeInTheDocument();
    await waitFor(() => expect(api.user.dashboard).toHaveBeenCalledTimes(2));
    expect(api.catalogue.services).toHaveBeenCalledWith(1, expect.anything());
  });

  it("toasts 'Failed to fetch categories' when they cannot be loaded", async () => {
    vi.spyOn(api.catalogue, "categories").mockRejectedValue(new Error("down"));
    renderRoute("/dashboard");
    expect(await screen.findByText(TOAST_MESSAGES.fetchCategoriesFailed)).toBeInTheDocument();
  });
});

describe("/dashboard/orders", () => {
  it("asks the server for each tab and page", async () => {
    const list = vi
      .spyOn(api.orders, "list")
      .mockResolvedValue({ data: [ORDER], meta: { page: 1, per_page: 10, total: 1, last_page: 1 } });
    renderRoute("/dashboard/orders");
    expect(await screen.findByRole("cell", { name: "https://instagram.com/p/abc" })).toBeInTheDocument();
    expect(list).toHaveBeenCalledWith({ status: "all", search: "", page: 1, per_page: 10 }, expect.anything());
    await userEvent.setup({ delay: null }).click(screen.getByRole("tab", { name: "Pending" }));
    await waitFor(() =>
      expect(list).toHaveBeenCalledWith({ status: "pending", search: "", page: 1, per_page: 10 }, expect.anything()),
    );
  });
});

describe("/dashboard/updates", () => {
  it("lists the server's price updates", async () => {
    vi.spyOn(api.serviceUpdates, "list").mockResolvedValue({
      data: [
        {
          id: 3,
          service: "TikTok Views",
          date: "2026-11-20T10:00:00.000Z",
          updateType: "price-decrease",
          oldPrice: "2.00",
          newPrice: "1.50",
          change: "-25.00",
          platform: "TikTok",
        },
      ],
      meta: { page: 1, per_page: 10, total: 1, last_page: 1 },
    });
    renderRoute("/dashboard/updates");
    expect(await screen.findByText("TikTok Views")).toBeInTheDocument();
  });
});

const depositsPage = (data: Deposit[]) => ({
  data,
  meta: { page: 1, per_page: 10, total: data.length, last_page: 1 },
});

describe("/dashboard/add-funds", () => {
  beforeEach(() => {
    vi.spyOn(api.funds, "deposits").mockResolvedValue(depositsPage([]));
  });

  it("lists the customer's pending and rejected deposits with their status when the page opens", async () => {
    vi.spyOn(api.funds, "transactions").mockResolvedValue([]);
    const transfer = { ...DEPOSIT, provider: "bank_transfer", method: "bank_transfer" } as const;
    vi.spyOn(api.funds, "deposits").mockResolvedValue(
      depositsPage([
        { ...transfer, reference: "BTR-2", amount: "7000.00", transfer_reference: "ZEN/5001" },
        { ...transfer, reference: "BTR-1", amount: "5000.00", status: "failed", transfer_reference: "ZEN/4471" },
      ]),
    );
    renderRoute("/dashboard/add-funds");
    const table = await screen.findByRole("table", { name: "Your Deposits" });
    const [pending, rejected] = await within(table)
      .findAllByRole("row")
      .then((rows) => rows.slice(1));
    expect(pending).toHaveTextContent(/ZEN\/5001.*Pending/);
    expect(rejected).toHaveTextContent(/ZEN\/4471.*Rejected or failed/);
    expect(api.funds.deposits).toHaveBeenCalledWith({ page: 1, per_page: 10 }, expect.anything());
  });

  it("starts a deposit, opens the sandbox checkout and credits on confirmation", async () => {
    vi.spyOn(api.funds, "transactions").mockResolvedValue([]);
    const create = vi.spyOn(api.funds, "createDeposit").mockResolvedValue(DEPOSIT);
    vi.spyOn(api.funds, "deposit").mockResolvedValue(DEPOSIT);
    const confirm = vi.spyOn(api.funds, "confirmSandboxDeposit").mockResolvedValue({
      credited: true,
      deposit: { ...DEPOSIT, status: "completed" },
      balance: "6050.00",
    });
    const { router } = renderRoute("/dashboard/add-funds");
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText("Amount (NGN)"), "1000");
    await user.click(screen.getByRole("button", { name: "Pay Now" }));
    await waitFor(() => expect(router.state.location.search).toBe("?sandbox_reference=SBX-1"));
    expect(create).toHaveBeenCalledWith({ method: "card", amount: "1000" }, { idempotencyKey: expect.any(String) });
    // The button stays disabled until the deposit it confirms has loaded.
    const confirmPayment = await screen.findByRole("button", { name: "Confirm payment" });
    await waitFor(() => expect(confirmPayment).toBeEnabled());
    await user.click(confirmPayment);
    expect(await screen.findByText("₦1,050.00 added to your balance")).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledWith("SBX-1");
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("watches a real provider's deposit after the return until it is credited", async () => {
    vi.spyOn(api.funds, "transactions").mockResolvedValue([]);
    const paystack = { ...DEPOSIT, reference: "PSK-1", provider: "paystack" as const };
    vi.spyOn(api.funds, "deposit")
      .mockResolvedValueOnce(paystack)
      .mockResolvedValue({ ...paystack, status: "completed" });
    const { router } = renderRoute("/dashboard/add-funds?reference=PSK-1");
    expect(await screen.findByText(AWAITING_PAYMENT_MESSAGE)).toBeInTheDocument();
    expect(await screen.findByText("₦1,050.00 added to your balance", {}, { timeout: 8000 })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(api.funds.deposit).toHaveBeenCalledWith("PSK-1", expect.anything());
  });

  it("applies the operator's minimums and bonuses from the settings", async () => {
    vi.spyOn(api.funds, "transactions").mockResolvedValue([]);
    vi.spyOn(api.settings, "get").mockResolvedValue(
      publicSettingsOf({
        ...DEFAULT_SETTINGS,
        payment_methods: [
          { id: "card", name: "Card / Bank Transfer", min_amount: "50.00", bonus_percent: "10" },
          { id: "crypto", name: "Cryptocurrency", min_amount: "500.00", bonus_percent: "0" },
        ],
      }),
    );
    renderRoute("/dashboard/add-funds");
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText("Bonus (10%)")).toBeInTheDocument();
    // 60 NGN: below the spec's 100 but above the operator's 50, so Pay Now is on.
    await user.type(screen.getByLabelText("Amount (NGN)"), "60");
    expect(screen.getByRole("button", { name: "Pay Now" })).toBeEnabled();
    expect(screen.getByText("₦66.00")).toBeInTheDocument();
  });

  it("labels demo mode's checkout as a demo payment that moves no money", async () => {
    vi.spyOn(api.funds, "transactions").mockResolvedValue([]);
    vi.spyOn(api.funds, "deposit").mockResolvedValue(DEPOSIT);
    vi.spyOn(api.settings, "get").mockResolvedValue({ ...publicSettingsOf(DEFAULT_SETTINGS), demo: true });
    renderRoute("/dashboard/add-funds?sandbox_reference=SBX-1");
    const checkout = await screen.findByRole("heading", { name: "Sandbox checkout" });
    // It takes the focus: a screen reader reads it, and a phone scrolls up to it.
    await waitFor(() => expect(checkout).toHaveFocus());
    // On the checkout and on the form.
    await waitFor(() => expect(screen.getAllByText("Demo payment: no money moves")).toHaveLength(2));
  });

  it("no demo label on a panel run for real", async () => {
    vi.spyOn(api.funds, "transactions").mockResolvedValue([]);
    vi.spyOn(api.settings, "get").mockResolvedValue({ ...publicSettingsOf(DEFAULT_SETTINGS), demo: false });
    renderRoute("/dashboard/add-funds");
    expect(await screen.findByLabelText("Amount (NGN)")).toBeInTheDocument();
    expect(screen.queryByText("Demo payment: no money moves")).not.toBeInTheDocument();
  });

  it("submits a bank transfer with its reference and says it waits for an operator", async () => {
    vi.spyOn(api.funds, "transactions").mockResolvedValue([]);
    vi.spyOn(api.settings, "get").mockResolvedValue({
      ...publicSettingsOf(DEFAULT_SETTINGS),
      bank_transfer_details: "Zenith Bank · 1012345678 · Premium SMM Services Ltd",
      demo: false,
    });
    const transfer: Deposit = {
      ...DEPOSIT,
      reference: "BTR-1",
      provider: "bank_transfer",
      method: "bank_transfer",
      amount: "5000.00",
      bonus: "0.00",
      transfer_reference: "ZEN/4471",
    };
    delete transfer.checkout_url;
    const create = vi.spyOn(api.funds, "createDeposit").mockImplementation(async () => {
      vi.mocked(api.funds.deposits).mockResolvedValue(depositsPage([transfer]));
      return transfer;
    });
    const { router } = renderRoute("/dashboard/add-funds");
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole("radio", { name: "Manual bank transfer" }));
    expect(screen.getByText("Zenith Bank · 1012345678 · Premium SMM Services Ltd")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Amount (NGN)"), "5000");
    await user.type(screen.getByRole("textbox", { name: "Transfer reference" }), "ZEN/4471");
    await user.click(screen.getByRole("button", { name: "Submit transfer" }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        { method: "bank_transfer", amount: "5000", transfer_reference: "ZEN/4471" },
        { idempotencyKey: expect.any(String) },
      ),
    );
    const submitted = await screen.findByText("Transfer submitted");
    // The confirmation above the form takes the focus (and so comes into view on a phone).
    expect(submitted.closest("[data-slot=alert]")).toHaveFocus();
    expect(
      screen.getByText(
        "We credit ₦5,000.00 to your balance once an operator finds your transfer (reference ZEN/4471).",
      ),
    ).toBeInTheDocument();
    // No checkout to open.
    expect(router.state.location.search).toBe("");
    // The server now lists it: Your Deposits asks again and shows it pending.
    await waitFor(() => expect(api.funds.deposits).toHaveBeenCalledTimes(2));
    const table = screen.getByRole("table", { name: "Your Deposits" });
    expect(await within(table).findByText("ZEN/4471")).toBeInTheDocument();
    expect(within(table).getByText("Pending")).toBeInTheDocument();
  });

  it("toasts 'Failed to fetch transactions' when the history cannot be loaded", async () => {
    vi.spyOn(api.funds, "transactions").mockRejectedValue(new Error("down"));
    const { container } = renderRoute("/dashboard/add-funds");
    const toaster = await waitFor(() => {
      const element = container.querySelector<HTMLElement>(".Toastify");
      if (!element) throw new Error("The toaster has not loaded yet");
      return element;
    });
    expect(await within(toaster).findByText(TOAST_MESSAGES.fetchTransactionsFailed)).toBeInTheDocument();
  });
});

describe("/dashboard/mass-order", () => {
  it("sends the checked lines as one mass order", async () => {
    const placeMass = vi
      .spyOn(api.orders, "placeMass")
      .mockResolvedValue({ message: "ok", balance: "4760.00", orders: [ORDER, { ...ORDER, id: 502 }] });
    renderRoute("/dashboard/mass-order");
    const user = userEvent.setup({ delay: null });
    const box = await screen.findByLabelText("Orders");
    await waitFor(() => expect(box).toBeEnabled());
    await user.type(box, "11 | https://instagram.com/p/a | 100{enter}11|https://instagram.com/p/b|100");
    await user.click(screen.getByRole("button", { name: "Submit Orders" }));
    await waitFor(() =>
      expect(placeMass).toHaveBeenCalledWith(
        [
          { service_id: 11, link: "https://instagram.com/p/a", quantity: 100 },
          { service_id: 11, link: "https://instagram.com/p/b", quantity: 100 },
        ],
        { idempotencyKey: expect.any(String) },
      ),
    );
    expect(await screen.findByText("2 orders placed")).toBeInTheDocument();
  });
});

describe("/dashboard/child-panel", () => {
  it("lists the customer's panels", async () => {
    vi.spyOn(api.childPanels, "list").mockResolvedValue([
      {
        id: 1,
        domain: "mypanel.com",
        currency: "usd",
        adminUsername: "boss",
        pricePerMonth: "25.00",
        status: "pending",
        nameservers: ["ns1.smmpanelhost.com", "ns2.smmpanelhost.com"],
        createdAt: "2026-11-20T10:00:00.000Z",
        running: null,
      },
    ]);
    renderRoute("/dashboard/child-panel");
    expect(await screen.findByRole("heading", { name: "mypanel.com", level: 3 })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Child Panel", level: 1 })).toBeInTheDocument();
    expect(screen.getByText("Its links appear here once the operator has set it up.")).toBeInTheDocument();
  });

  it("shows a suspended panel's reason and next renewal to its owner", async () => {
    vi.spyOn(api.childPanels, "list").mockResolvedValue([
      {
        id: 2,
        domain: "held.com",
        currency: "usd",
        adminUsername: "boss",
        pricePerMonth: "1000.00",
        status: "suspended",
        nameservers: ["ns1.smmpanelhost.com", "ns2.smmpanelhost.com"],
        createdAt: "2026-11-20T10:00:00.000Z",
        running: {
          status: "suspended",
          name: "held",
          renewsAt: "2026-12-20T10:00:00.000Z",
          suspendedReason: PANEL_TERMS_MESSAGES.renewalUnpaid("1000.00"),
        },
      },
    ]);
    const access = vi.spyOn(api.childPanels, "access").mockResolvedValue({
      panelUrl: "https://held.com",
      adminUrl: "https://held.com/admin/login",
      temporaryUrl: "https://held.panels.example.com",
      dns: { state: "missing", found: [], expected: ["203.0.113.5"] },
      certificateApprovedAt: null,
      certificateInPlace: false,
      advice: ["Point an A record for held.com at 203.0.113.5."],
    });
    renderRoute("/dashboard/child-panel");
    expect(await screen.findByText(PANEL_TERMS_MESSAGES.renewalUnpaid("1000.00"))).toBeInTheDocument();
    expect(screen.getByText("20 Dec 2026")).toBeInTheDocument();
    // The running panel's links and what to do about its domain (issue 37).
    expect(await screen.findByRole("link", { name: /Admin sign-in/ })).toHaveAttribute(
      "href",
      "https://held.com/admin/login",
    );
    expect(screen.getByText("No DNS record yet")).toBeInTheDocument();
    expect(screen.getByText("Point an A record for held.com at 203.0.113.5.")).toBeInTheDocument();
    expect(access).toHaveBeenCalledWith(2, expect.anything());
  });
});

describe("on a child panel, which sells no child panels", () => {
  it("has no Child Panel link nor page, and asks for no panels", async () => {
    vi.spyOn(api.settings, "get").mockResolvedValue({
      ...publicSettingsOf(DEFAULT_SETTINGS),
      sells_child_panels: false,
    });
    const list = vi.spyOn(api.childPanels, "list").mockResolvedValue([]);
    renderRoute("/dashboard/child-panel");
    expect(await screen.findByRole("heading", { name: "Page not found", level: 1 })).toBeInTheDocument();
    expect(screen.getByText(CHILD_PANEL_MESSAGES.notSold)).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Dashboard" });
    expect(within(nav).getByRole("link", { name: "Mass Order" })).toBeInTheDocument();
    expect(within(nav).queryByRole("link", { name: "Child Panel" })).toBeNull();
    expect(screen.queryByRole("textbox", { name: /Domain/ })).toBeNull();
    expect(list).not.toHaveBeenCalled();
  });
});

const affiliateOverview = (minimumPayout: string) => ({
  referral_code: "ADA1",
  referral_link: "http://panel.test/signup?ref=ADA1",
  minimum_payout: minimumPayout,
  stats: {
    visits: 4,
    registrations: 1,
    referrals: 1,
    conversionRate: "25.00",
    totalEarnings: "40.00",
    availableEarnings: "40.00",
  },
  payouts: [],
});

describe("/dashboard/affiliate", () => {
  it("shows the referral link from the server", async () => {
    vi.spyOn(api.affiliate, "overview").mockResolvedValue(affiliateOverview("2000"));
    renderRoute("/dashboard/affiliate");
    expect(await screen.findByDisplayValue("http://panel.test/signup?ref=ADA1")).toBeInTheDocument();
  });

  it("takes the commission and the minimum payout from the server, not the built-in ones", async () => {
    vi.spyOn(api.settings, "get").mockResolvedValue(
      publicSettingsOf({ ...DEFAULT_SETTINGS, affiliate: { commission_percent: "6", min_payout: "30.00" } }),
    );
    vi.spyOn(api.affiliate, "overview").mockResolvedValue(affiliateOverview("30.00"));
    renderRoute("/dashboard/affiliate");
    expect(await screen.findByText("6% for life")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Request Payout" })).toBeEnabled());
  });
});

describe("/dashboard/support", () => {
  it("submits a ticket, then opens its thread and replies", async () => {
    const ticket = {
      id: 77,
      subject: "Order 501 speed up",
      message: "Please",
      status: "open" as const,
      lastUpdate: "2026-11-22T10:00:00.000Z",
    };
    vi.spyOn(api.tickets, "list").mockResolvedValue([ticket]);
    const create = vi.spyOn(api.tickets, "create").mockResolvedValue(ticket);
    const thread = {
      ...ticket,
      messages: [{ id: 1, author: "customer" as const, message: "Please", date: ticket.lastUpdate, attachments: [] }],
    };
    vi.spyOn(api.tickets, "get").mockResolvedValue(thread);
    const replied = {
      ...thread,
      messages: [
        ...thread.messages,
        { id: 2, author: "customer" as const, message: "Any news?", date: ticket.lastUpdate, attachments: [] },
      ],
    };
    // The server's thread has the reply from then on.
    const reply = vi.spyOn(api.tickets, "reply").mockImplementation(async () => {
      vi.spyOn(api.tickets, "get").mockResolvedValue(replied);
      return replied;
    });
    renderRoute("/dashboard/support");
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByRole("textbox", { name: /Subject/ }), "Order 501 speed up");
    await user.type(screen.getByRole("textbox", { name: /Message/ }), "Please");
    await user.click(screen.getByRole("button", { name: /Submit/ }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({ subject: "Order 501 speed up", message: "Please", file: null }),
    );

    await user.click(await screen.findByRole("button", { name: "Open ticket 77: Order 501 speed up" }));
    const dialog = await screen.findByRole("dialog", { name: "Ticket 77: Order 501 speed up" });
    await user.type(within(dialog).getByLabelText("Your reply"), "Any news?");
    await user.click(within(dialog).getByRole("button", { name: "Send reply" }));
    expect(await within(dialog).findByText("Any news?")).toBeInTheDocument();
    expect(reply).toHaveBeenCalledWith(77, "Any news?");
    // The emptied box has the focus back, to write the next message.
    expect(within(dialog).getByLabelText("Your reply")).toHaveFocus();
  });
});

describe("/dashboard/services", () => {
  it("shows the catalogue inside the shell", async () => {
    vi.spyOn(api.catalogue, "catalogue").mockResolvedValue({
      platforms: [{ id: "all", name: "All", icon: "all" }],
      services: [],
    });
    renderRoute("/dashboard/services");
    expect(await screen.findByRole("heading", { name: "Social Media Services" })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Dashboard" })).toBeInTheDocument();
  });
});

describe("logout", () => {
  it("tells the server, clears the session, says 'Logged out successfully' and goes to /", async () => {
    const logout = vi.spyOn(api.auth, "logout").mockResolvedValue(undefined);
    const { router } = renderRoute("/dashboard");
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole("button", { name: /ada/ }));
    await user.click(await screen.findByRole("menuitem", { name: "Logout" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(logout).toHaveBeenCalled();
    expect(await screen.findByText(TOAST_MESSAGES.logoutSuccess)).toBeInTheDocument();
    expect(api.sessions.customer.read()).toBeNull();
  });
});

describe("/dashboard/api", () => {
  it("generates a key through POST /api-key and shows it once", async () => {
    vi.spyOn(api.apiKey, "describe").mockResolvedValue({ exists: false });
    const generate = vi
      .spyOn(api.apiKey, "generate")
      .mockResolvedValue({ key: "sk_live_abcdef123456", last_four: "3456" });
    renderRoute("/dashboard/api");
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole("button", { name: /Generate/ }));
    expect(generate).toHaveBeenCalled();
    expect(await screen.findByDisplayValue("sk_live_abcdef123456")).toBeInTheDocument();
  });
});
