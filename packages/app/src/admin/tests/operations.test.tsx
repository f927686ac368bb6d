import {
  type AdminChildPanel,
  type AdminService,
  type AdminTicket,
  PANEL_TERMS_MESSAGES,
  type Provider,
  type SystemLogEntry,
  USUAL_MINUTES_MESSAGE,
} from "@smm/domain";
import { formatDate } from "@smm/ui";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetApp, routeRenderer } from "../../test-support/renderRoute";
import { adminApi } from "../lib/adminApi";
import { ACTIVE_STANDING, pageOf, prepareAdminScreen } from "./adminFixtures";

// The route modules these tests render and the layouts on their way, by their path in src/routes.ts.
const renderRoute = routeRenderer(
  import.meta.glob(
    [
      "./admin/components/AdminLayout.tsx",
      "./admin/screens/{AddCategory,AddProvider,Categories,ChildPanels,Providers,ServiceEditor,Support}.tsx",
    ],
    { base: "../../" },
  ),
);

// Forms with many fields type slowly under jsdom on a shared machine.
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  prepareAdminScreen();
  vi.spyOn(adminApi.catalogue, "listCategories").mockResolvedValue({
    data: [
      {
        id: 4,
        title: "TikTok Followers",
        platform: "tiktok",
        icon: "tiktok",
        sortOrder: 1,
        enabled: true,
        serviceCount: 2,
      },
    ],
  });
});
afterEach(resetApp);

const TICKET: AdminTicket = {
  id: 12,
  userId: 7,
  username: "ada",
  subject: "10240 refill",
  status: "open",
  messageCount: 1,
  lastUpdate: "2026-11-21T09:15:00.000Z",
  createdAt: "2026-11-21T09:15:00.000Z",
};

const PANEL: AdminChildPanel = {
  id: 3,
  userId: 7,
  username: "ada",
  domain: "panel.example.com",
  currency: "ngn",
  adminUsername: "boss",
  pricePerMonth: "1000.00",
  status: "pending",
  nameservers: ["ns1.example.com", "ns2.example.com"],
  createdAt: "2026-11-20T10:00:00.000Z",
  running: null,
  volume: null,
};

describe("admin support", () => {
  it("opens a ticket from the queue and replies", async () => {
    const user = userEvent.setup({ delay: null });
    const list = vi.spyOn(adminApi.support, "list").mockResolvedValue(pageOf([TICKET]));
    const thread = {
      ...TICKET,
      message: "Please refill",
      messages: [
        { id: 1, author: "customer" as const, message: "Please refill", date: TICKET.createdAt, attachments: [] },
      ],
    };
    vi.spyOn(adminApi.support, "get").mockResolvedValue(thread);
    const reply = vi.spyOn(adminApi.operations, "replyToTicket").mockResolvedValue({ ...thread, status: "answered" });
    renderRoute("/admin/support");
    // The queue opens on the open tickets.
    await waitFor(() =>
      expect(list).toHaveBeenCalledWith(expect.objectContaining({ status: "open" }), expect.anything()),
    );
    await user.click(await screen.findByRole("button", { name: "Open ticket 12" }));
    const dialog = await screen.findByRole("dialog", { name: "Ticket 12" });
    expect(await within(dialog).findByText("Please refill")).toBeInTheDocument();
    await user.type(within(dialog).getByRole("textbox", { name: /Reply/ }), "Refill queued.");
    await user.click(within(dialog).getByRole("button", { name: "Send reply" }));
    await waitFor(() => expect(reply).toHaveBeenCalledWith(12, "Refill queued."));
    expect(await screen.findByText("Reply sent")).toBeInTheDocument();
  });

  it("links each file the customer attached and downloads it with the operator's token (#36)", async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(adminApi.support, "list").mockResolvedValue(pageOf([TICKET]));
    const attachment = { id: 9, name: "shot.png", type: "image/png", size: 68 };
    vi.spyOn(adminApi.support, "get").mockResolvedValue({
      ...TICKET,
      message: "See the screenshot",
      messages: [
        { id: 1, author: "customer", message: "See the screenshot", date: TICKET.createdAt, attachments: [attachment] },
      ],
    });
    const download = vi
      .spyOn(adminApi.support, "downloadAttachment")
      .mockResolvedValue({ blob: new Blob(["png"]), filename: "shot.png" });
    URL.createObjectURL = vi.fn(() => "blob:shot");
    URL.revokeObjectURL = vi.fn();
    renderRoute("/admin/support");
    await user.click(await screen.findByRole("button", { name: "Open ticket 12" }));
    const dialog = await screen.findByRole("dialog", { name: "Ticket 12" });
    await user.click(await within(dialog).findByRole("button", { name: "shot.png" }));
    await waitFor(() => expect(download).toHaveBeenCalledWith(12, 9));
  });
});

describe("admin child panels", () => {
  it("shows each running panel's next renewal and its last 30 days", async () => {
    vi.spyOn(adminApi.childPanels, "list").mockResolvedValue(
      pageOf([
        {
          ...PANEL,
          status: "suspended",
          running: {
            status: "suspended",
            name: "panel",
            renewsAt: "2026-12-20T10:00:00.000Z",
            suspendedReason: PANEL_TERMS_MESSAGES.renewalUnpaid("1000.00"),
          },
          volume: { orders: 12, turnover: "4500.00" },
        },
      ]),
    );
    renderRoute("/admin/child-panels");
    const row = (await screen.findByText("panel.example.com")).closest("tr") as HTMLElement;
    expect(within(row).getByText("12 orders")).toBeInTheDocument();
    expect(within(row).getByText(/4,500\.00/)).toBeInTheDocument();
    expect(within(row).getByText(`Renews ${formatDate("2026-12-20T10:00:00.000Z")}`)).toBeInTheDocument();
    expect(within(row).getByRole("button", { name: "Reactivate panel.example.com" })).toBeInTheDocument();
  });

  it("tells the owner of a suspended child panel why, and where to pay, on every admin page", async () => {
    vi.spyOn(adminApi.childPanels, "list").mockResolvedValue(pageOf([]));
    vi.spyOn(adminApi.childPanels, "standing").mockResolvedValue({
      ...ACTIVE_STANDING,
      status: "suspended",
      unpaid: true,
      reason: PANEL_TERMS_MESSAGES.renewalUnpaid("1000.00"),
      pricePerMonth: "1000.00",
      parentUrl: "https://parent.example.ng",
    });
    renderRoute("/admin/child-panels");
    const banner = await screen.findByRole("alert");
    expect(banner).toHaveTextContent(PANEL_TERMS_MESSAGES.suspended);
    expect(banner).toHaveTextContent("could not be charged");
    expect(within(banner).getByRole("link", { name: "Add funds on the parent panel" })).toHaveAttribute(
      "href",
      "https://parent.example.ng",
    );
  });

  it("approves a pending request", async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(adminApi.childPanels, "list").mockResolvedValue(pageOf([PANEL]));
    const setStatus = vi
      .spyOn(adminApi.childPanels, "setStatus")
      .mockResolvedValue({ ...PANEL, status: "active", refunded: "0.00" });
    renderRoute("/admin/child-panels");
    await user.click(await screen.findByRole("button", { name: "Approve panel.example.com" }));
    await waitFor(() => expect(setStatus).toHaveBeenCalledWith(3, "active"));
    expect(await screen.findByText("panel.example.com is Active")).toBeInTheDocument();
  });

  it("tells the refund when a request is cancelled", async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(adminApi.childPanels, "list").mockResolvedValue(pageOf([PANEL]));
    vi.spyOn(adminApi.childPanels, "setStatus").mockResolvedValue({
      ...PANEL,
      status: "cancelled",
      refunded: "1000.00",
    });
    renderRoute("/admin/child-panels");
    await user.click(await screen.findByRole("button", { name: "Cancel panel.example.com" }));
    expect(await screen.findByText(/panel\.example\.com is Cancelled; .*1,000\.00 refunded/)).toBeInTheDocument();
  });
});

const SERVICE: AdminService = {
  id: 99,
  categoryId: 4,
  category: "TikTok Followers",
  platform: "tiktok",
  title: "TikTok Followers QA",
  description: "",
  type: "Default",
  mode: "manual",
  providerId: null,
  providerServiceId: null,
  price: "1.5000",
  ratePer1000: "1500.00",
  unitCost: null,
  usualMinutes: null,
  minAmount: 10,
  maxAmount: 5000,
  deliveryTime: "0-6 hours",
  features: ["Real", "Fast"],
  isNew: false,
  isRecommended: false,
  refill: false,
  cancel: false,
  dripfeed: false,
  enabled: true,
  orderCount: 0,
  createdAt: "2026-11-22T10:00:00.000Z",
};

describe("admin catalogue", () => {
  it("adds a manual service priced per 1000 and opens it", async () => {
    const user = userEvent.setup({ delay: null });
    const created = SERVICE;
    const create = vi.spyOn(adminApi.catalogue, "createService").mockResolvedValue(created);
    vi.spyOn(adminApi.catalogue, "getService").mockResolvedValue(created);
    const { router } = renderRoute("/admin/add-services");
    const form = await screen.findByRole("form", { name: "New service" });
    await user.type(within(form).getByRole("textbox", { name: /Name/ }), "TikTok Followers QA");
    await user.click(within(form).getByRole("combobox", { name: /Category/ }));
    await user.click(await screen.findByRole("option", { name: "TikTok Followers" }));
    await user.type(within(form).getByRole("spinbutton", { name: /Rate per 1000/ }), "1500");
    await user.type(within(form).getByRole("spinbutton", { name: /Your cost per 1000/ }), "900");
    await user.type(within(form).getByRole("textbox", { name: /Delivery/ }), "0-6 hours");
    await user.type(within(form).getByRole("spinbutton", { name: /Minimum/ }), "10");
    await user.type(within(form).getByRole("spinbutton", { name: /Maximum/ }), "5000");
    await user.type(within(form).getByRole("textbox", { name: /Feature tags/ }), "Real, Fast");
    await user.click(within(form).getByRole("button", { name: "Add service" }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        expect.objectContaining({
          categoryId: 4,
          title: "TikTok Followers QA",
          type: "Default",
          ratePer1000: "1500",
          unitCost: "0.9",
          minAmount: 10,
          maxAmount: 5000,
          deliveryTime: "0-6 hours",
          features: ["Real", "Fast"],
          enabled: true,
          isNew: false,
        }),
      ),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/services/99"));
    expect(await screen.findByRole("heading", { level: 1, name: "Edit service 99" })).toBeInTheDocument();
  });

  it("sets a service's usual delivery time, refusing a bad one with the domain's message (#17)", async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(adminApi.catalogue, "getService").mockResolvedValue({ ...SERVICE, usualMinutes: 45 });
    const update = vi.spyOn(adminApi.catalogue, "updateService").mockResolvedValue({ ...SERVICE, usualMinutes: 120 });
    renderRoute("/admin/services/99");
    // The form is drawn again once the service loads: the field is the one showing its value.
    const usual = await screen.findByDisplayValue("45");
    expect(usual).toHaveAccessibleName(/Usual delivery time/);
    await user.clear(usual);
    await user.type(usual, "0");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(USUAL_MINUTES_MESSAGE)).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
    await user.clear(usual);
    await user.type(usual, "120");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(update).toHaveBeenCalledWith(99, expect.objectContaining({ usualMinutes: 120 })));
    // Emptied, it is cleared: the usual time is learned from completed orders again. (The saved service is fetched
    // again and the form drawn anew; this mock still answers 45.)
    await user.clear(await screen.findByDisplayValue("45"));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(update).toHaveBeenLastCalledWith(99, expect.objectContaining({ usualMinutes: null })));
  });
});

describe("admin categories", () => {
  it("picks the category icon from the platform icons the catalogue draws (#17: it was free text)", async () => {
    const user = userEvent.setup({ delay: null });
    const create = vi.spyOn(adminApi.catalogue, "createCategory").mockResolvedValue({
      id: 5,
      title: "Telegram Members",
      platform: "telegram",
      icon: "telegram",
      sortOrder: 0,
      enabled: true,
      serviceCount: 0,
    });
    renderRoute("/admin/add-category");
    const form = await screen.findByRole("form", { name: "New category" });
    await user.type(within(form).getByRole("textbox", { name: /Name/ }), "Telegram Members");
    // Any platform of the domain's list (#36), in its order.
    await user.click(within(form).getByRole("combobox", { name: /Platform/ }));
    expect((await screen.findAllByRole("option")).map((option) => option.textContent)).toEqual([
      "Instagram",
      "YouTube",
      "TikTok",
      "Facebook",
      "X",
      "Telegram",
      "Spotify",
      "Twitch",
      "Discord",
      "Website traffic",
      "Other",
    ]);
    await user.click(screen.getByRole("option", { name: "Telegram" }));
    await user.click(within(form).getByRole("combobox", { name: /Icon/ }));
    const options = await screen.findAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual([
      "Instagram",
      "YouTube",
      "TikTok",
      "Facebook",
      "X (Twitter)",
      "Telegram",
      "Spotify",
      "Twitch",
      "Discord",
      "Other (globe)",
    ]);
    await user.click(screen.getByRole("option", { name: "Telegram" }));
    await user.click(within(form).getByRole("button", { name: "Add category" }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        expect.objectContaining({ title: "Telegram Members", platform: "telegram", icon: "telegram" }),
      ),
    );
  });
});

const PROVIDER: Provider = {
  id: 1,
  name: "Upstream",
  url: "https://up.example/api/v2",
  key_last_four: "1234",
  balance: "250.00",
  currency: "USD",
  currency_rate: "1550",
  health: "ok",
  last_error: null,
  checked_at: "2026-11-22T10:00:00.000Z",
  balance_at: "2026-11-22T10:00:00.000Z",
  failing_since: null,
  low_balance_threshold: null,
  low_balance_since: null,
  services: 0,
  orders_in_doubt: 0,
};

const SYNC_ENTRY: SystemLogEntry = {
  id: 70,
  type: "audit",
  action: "provider.sync",
  actor: "system",
  target: "provider:1",
  before: null,
  after: { updated: 2, disabled: 1, unchanged: 5 },
  message: "ok",
  ip: null,
  createdAt: "2026-11-22T11:00:00.000Z",
};

describe("admin providers", () => {
  beforeEach(() => {
    vi.spyOn(adminApi.providers, "list").mockResolvedValue({ data: [PROVIDER] });
    vi.spyOn(adminApi.providers, "alerts").mockResolvedValue({ data: [], unread: 0 });
  });

  it("adds a provider and lists it", async () => {
    const user = userEvent.setup({ delay: null });
    const add = vi.spyOn(adminApi.providers, "add").mockResolvedValue(PROVIDER);
    vi.spyOn(adminApi.system, "logs").mockResolvedValue(pageOf([]));
    const { router } = renderRoute("/admin/add-provider");
    const form = await screen.findByRole("form", { name: "New API provider" });
    await user.type(within(form).getByRole("textbox", { name: "Name" }), "Upstream");
    await user.type(within(form).getByRole("textbox", { name: /API URL/ }), "https://up.example/api/v2");
    await user.type(within(form).getByLabelText(/API key/), "key-1234");
    await user.click(within(form).getByRole("button", { name: "Add provider" }));
    await waitFor(() =>
      expect(add).toHaveBeenCalledWith({ name: "Upstream", url: "https://up.example/api/v2", key: "key-1234" }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/api-providers"));
    expect(await screen.findByText("•••• 1234")).toBeInTheDocument();
  });

  it("the sync log comes from the server's audit trail, the scheduled sync's runs included", async () => {
    const logs = vi.spyOn(adminApi.system, "logs").mockResolvedValue(pageOf([SYNC_ENTRY]));
    renderRoute("/admin/api-providers");
    expect(await screen.findByRole("heading", { level: 2, name: "Sync log" })).toBeInTheDocument();
    expect(await screen.findByText("updated 2, disabled 1, unchanged 5")).toBeInTheDocument();
    expect(logs).toHaveBeenCalledWith(
      expect.objectContaining({ type: "audit", action: "provider." }),
      expect.anything(),
    );
  });

  it("edits a provider (a blank key keeps the old one) and removes one after a confirmation", async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(adminApi.system, "logs").mockResolvedValue(pageOf([]));
    const update = vi.spyOn(adminApi.providers, "update").mockResolvedValue({ ...PROVIDER, name: "Upstream B" });
    const remove = vi.spyOn(adminApi.providers, "remove").mockResolvedValue(PROVIDER);
    renderRoute("/admin/api-providers");
    await user.click(await screen.findByRole("button", { name: "Edit Upstream" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Upstream" });
    const name = within(dialog).getByRole("textbox", { name: /Name/ });
    await user.clear(name);
    await user.type(name, "Upstream B");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(1, {
        name: "Upstream B",
        url: "https://up.example/api/v2",
        low_balance_threshold: null,
      }),
    );
    expect(await screen.findByText("Provider Upstream B saved")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Remove Upstream" }));
    const confirm = await screen.findByRole("dialog", { name: "Remove Upstream?" });
    expect(remove).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole("button", { name: "Remove provider" }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(1));
    expect(await screen.findByText("Provider Upstream removed")).toBeInTheDocument();
  });

  it("shows an unhealthy provider's error and since when, a balance below its alert threshold, and the sidebar's status", async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(adminApi.system, "logs").mockResolvedValue(pageOf([]));
    vi.spyOn(adminApi.system, "status").mockResolvedValue({
      state: "degraded",
      problems: [{ kind: "provider", message: "Provider Upstream is degraded: Not enough funds on balance" }],
    });
    vi.spyOn(adminApi.providers, "list").mockResolvedValue({
      data: [
        {
          ...PROVIDER,
          balance: "4.50",
          health: "degraded",
          last_error: "Not enough funds on balance",
          failing_since: "2026-11-22T09:30:00.000Z",
          low_balance_threshold: "50.0000",
          low_balance_since: "2026-11-22T09:00:00.000Z",
        },
      ],
    });
    const update = vi.spyOn(adminApi.providers, "update").mockResolvedValue(PROVIDER);
    const alert = {
      id: 7,
      kind: "provider_failing" as const,
      provider_id: 1,
      message: "Provider Upstream is failing",
      read: false,
      created_at: "2026-11-22T09:30:00.000Z",
    };
    vi.spyOn(adminApi.providers, "alerts").mockResolvedValue({ data: [alert], unread: 1 });
    const markRead = vi
      .spyOn(adminApi.providers, "markAlertsRead")
      .mockResolvedValue({ data: [{ ...alert, read: true }], unread: 0 });
    renderRoute("/admin/api-providers");
    const alerts = await screen.findByRole("heading", { level: 2, name: "Alerts" });
    expect(await screen.findByText("Provider Upstream is failing")).toHaveTextContent("(unread)");
    await user.click(screen.getByRole("button", { name: "Mark 1 read" }));
    await waitFor(() => expect(markRead).toHaveBeenCalled());
    expect(alerts).toBeInTheDocument();
    const row = (await screen.findByText("Not enough funds on balance")).closest("tr") as HTMLElement;
    expect(within(row).getByText("Degraded")).toBeInTheDocument();
    expect(within(row).getByText(/^since /)).toBeInTheDocument();
    expect(within(row).getByText(/^as of /)).toBeInTheDocument();
    expect(within(row).getByText("Below 50.00 USD")).toBeInTheDocument();
    expect(await screen.findByText("Provider Upstream is degraded: Not enough funds on balance")).toHaveTextContent(
      "Provider Upstream is degraded: Not enough funds on balance",
    );

    await user.click(screen.getByRole("button", { name: "Edit Upstream" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Upstream" });
    const threshold = within(dialog).getByRole("spinbutton", { name: /Low balance alert/ });
    expect(threshold).toHaveValue(50);
    await user.clear(threshold);
    await user.type(threshold, "75.5");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(1, expect.objectContaining({ low_balance_threshold: "75.5" })),
    );
  });
  it("on a child panel, copies the parent's catalogue in one step and shows what a sync changed (#37)", async () => {
    const user = userEvent.setup({ delay: null });
    const parent = {
      ...PROVIDER,
      id: 2,
      name: "Parent panel",
      url: "panel://parent",
      currency: "NGN",
      currency_rate: "1",
    };
    vi.spyOn(adminApi.system, "logs").mockResolvedValue(pageOf([]));
    vi.spyOn(adminApi.providers, "list").mockResolvedValue({ data: [parent] });
    vi.spyOn(adminApi.providers, "catalogue").mockResolvedValue({
      data: [
        { name: "Instagram Followers", platform: "instagram", services: 3, imported: 0, exists: false },
        { name: "TikTok Followers", platform: "tiktok", services: 2, imported: 0, exists: true },
      ],
    });
    const copy = vi
      .spyOn(adminApi.providers, "importServices")
      .mockResolvedValue({ imported: 5, skipped: 0, categories_created: 1 });
    vi.spyOn(adminApi.providers, "sync").mockResolvedValue({
      added: 0,
      repriced: 1,
      updated: 0,
      disabled: 0,
      unchanged: 4,
      bad_rate: 0,
      changes: { added: [], repriced: ["IG Followers Real"], updated: [], disabled: [] },
    });
    renderRoute("/admin/api-providers");
    await user.click(await screen.findByRole("button", { name: "Copy the parent's catalogue" }));
    const dialog = await screen.findByRole("dialog", { name: "Copy the parent's catalogue" });
    expect(await within(dialog).findByText("Copies 5 services into 2 categories (1 new).")).toBeInTheDocument();
    // The parent prices in this panel's currency (naira here): no rate is asked.
    expect(within(dialog).queryByLabelText(/per provider currency unit/)).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Copy catalogue" }));
    await waitFor(() => expect(copy).toHaveBeenCalledWith(2, { markup_percent: "30" }));
    expect(await screen.findByText("5 services copied, 1 new category")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Sync Parent panel" }));
    const summary = await screen.findByRole("dialog", { name: "Synced with Parent panel" });
    expect(within(summary).getByText("Re-priced: 1")).toBeInTheDocument();
    expect(within(summary).getByText("IG Followers Real")).toBeInTheDocument();
  });
});
