import type { ChildPanel, ChildPanelAccess } from "@smm/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ChildPanelList, NO_CHILD_PANELS, type PanelAccessState } from "./ChildPanelList";

const RUNNING_STATE = {
  status: "active",
  name: "growfast",
  renewsAt: "2027-01-02T09:00:00.000Z",
  suspendedReason: null,
} as const;

const RUNNING: ChildPanel = {
  id: 7,
  domain: "growfast.ng",
  currency: "usd",
  adminUsername: "owner",
  pricePerMonth: "15000.00",
  status: "active",
  nameservers: ["ns1.smmpanelhost.com", "ns2.smmpanelhost.com"],
  createdAt: "2026-11-02T09:00:00.000Z",
  running: RUNNING_STATE,
};

const NEW_DOMAIN: ChildPanel = {
  ...RUNNING,
  id: 8,
  domain: "boost-my-followers-store.com",
  currency: "ngn",
  running: { ...RUNNING_STATE, name: "boost-my-followers-store" },
};

const PENDING: ChildPanel = { ...RUNNING, id: 9, domain: "later.com", status: "pending", running: null };

const READY: ChildPanelAccess = {
  panelUrl: "https://growfast.ng",
  adminUrl: "https://growfast.ng/admin/login",
  temporaryUrl: "https://growfast.panels.smmpanelhost.com",
  dns: { state: "ok", found: ["203.0.113.5"], expected: ["203.0.113.5"] },
  certificateApprovedAt: "2026-11-02T10:00:00.000Z",
  certificateInPlace: true,
  advice: [],
};

const NOT_POINTED: ChildPanelAccess = {
  panelUrl: "https://boost-my-followers-store.com",
  adminUrl: "https://boost-my-followers-store.com/admin/login",
  temporaryUrl: "https://boost-my-followers-store.panels.smmpanelhost.com",
  dns: { state: "missing", found: [], expected: ["203.0.113.5"] },
  certificateApprovedAt: null,
  certificateInPlace: false,
  advice: [
    "Point an A record for boost-my-followers-store.com at 203.0.113.5 (or set its nameservers to ns1.smmpanelhost.com and ns2.smmpanelhost.com). DNS changes can take up to 48 hours to spread.",
  ],
};

const ELSEWHERE: ChildPanelAccess = {
  ...NOT_POINTED,
  dns: { state: "elsewhere", found: ["198.51.100.7"], expected: ["203.0.113.5"] },
  advice: [
    "boost-my-followers-store.com points at 198.51.100.7, not at this server. Change it to an A record for boost-my-followers-store.com at 203.0.113.5.",
  ],
};

const ready =
  (byId: Record<number, ChildPanelAccess>) =>
  (id: number): PanelAccessState => ({ status: "ready", access: byId[id] ?? READY });

const meta = {
  title: "Widgets/Account/ChildPanelList",
  component: ChildPanelList,
  args: { panels: [RUNNING, NEW_DOMAIN, PENDING], loading: false, accessOf: ready({ 8: NOT_POINTED }) },
} satisfies Meta<typeof ChildPanelList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A panel that works, one whose domain is not pointed yet (what to do), and one still pending. */
export const Default: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const working = within(canvas.getByRole("listitem", { name: "growfast.ng" }));
    await expect(working.getByRole("link", { name: /Open growfast\.ng/ })).toHaveAttribute(
      "href",
      "https://growfast.ng",
    );
    await expect(working.getByRole("link", { name: /Admin sign-in/ })).toHaveAttribute(
      "href",
      "https://growfast.ng/admin/login",
    );
    await expect(working.getByRole("link", { name: "growfast.panels.smmpanelhost.com" })).toBeVisible();
    await expect(working.getByText("DNS reaches this server")).toBeVisible();
    await expect(working.getByText("Certificate in place")).toBeVisible();
    await expect(working.queryByText("What to do")).toBeNull();
    const waiting = within(canvas.getByRole("listitem", { name: "boost-my-followers-store.com" }));
    await expect(waiting.getByText("No DNS record yet")).toBeVisible();
    await expect(
      waiting.getByText(/^Point an A record for boost-my-followers-store\.com at 203\.0\.113\.5/),
    ).toBeVisible();
    const pending = within(canvas.getByRole("listitem", { name: "later.com" }));
    await expect(pending.getByText("Its links appear here once the operator has set it up.")).toBeVisible();
  },
};

export const PointedElsewhere: Story = {
  args: { panels: [NEW_DOMAIN], accessOf: ready({ 8: ELSEWHERE }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("DNS points elsewhere")).toBeVisible();
  },
};

export const NotCheckedYet: Story = {
  args: {
    panels: [NEW_DOMAIN],
    accessOf: ready({
      8: {
        ...NOT_POINTED,
        dns: { state: "unknown", found: [], expected: ["203.0.113.5"] },
        advice: [
          "The DNS of boost-my-followers-store.com could not be checked just now. Make sure an A record for boost-my-followers-store.com at 203.0.113.5, then check again.",
        ],
      },
    }),
  },
};

export const Loading: Story = {
  args: { loading: true, panels: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status", { name: "Loading your child panels" })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { panels: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(NO_CHILD_PANELS)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { panels: [], error: { message: "Failed to fetch child panels", retry: fn() } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Try again" }));
    await expect(args.error?.retry).toHaveBeenCalled();
  },
};

export const CheckingAccess: Story = {
  args: { panels: [RUNNING], accessOf: () => ({ status: "loading" }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status", { name: "Checking growfast.ng" })).toBeVisible();
  },
};

const retryCheck = fn();

export const AccessCheckFailed: Story = {
  args: {
    panels: [RUNNING],
    accessOf: () => ({ status: "error", message: "Failed to check the panel's address", retry: retryCheck }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Try again" }));
    await expect(retryCheck).toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const { documentElement, defaultView } = canvasElement.ownerDocument;
    await expect(defaultView?.innerWidth).toBeLessThan(500);
    // Long domains and addresses wrap: the page never scrolls sideways.
    await expect(documentElement.scrollWidth).toBeLessThanOrEqual(documentElement.clientWidth);
  },
};
