import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { SidebarProvider, SidebarTrigger } from "../../../navigation/Sidebar";
import { EXAMPLE_ADMIN_NAV } from "../../../story-support/exampleRoutes";
import { storyRenderLink } from "../../shell/storyFixtures";
import { AdminSidebar } from "./AdminSidebar";

const SPEC_LINKS = [
  "/admin",
  "/admin/add-services",
  "/admin/show-services",
  "/admin/add-category",
  "/admin/show-categories",
  "/admin/add-provider",
  "/admin/api-providers",
  "/admin/orders",
  "/admin/users",
  "/admin/send-mail",
  "/admin/system-logs",
  "/admin/settings",
];

const meta = {
  title: "Widgets/Admin/AdminSidebar",
  component: AdminSidebar,
  parameters: { layout: "fullscreen" },
  args: { sections: EXAMPLE_ADMIN_NAV, activeHref: "/admin" },
  argTypes: { activeHref: { control: "select", options: SPEC_LINKS } },
  decorators: [
    (Story, { parameters }) => (
      <SidebarProvider renderLink={storyRenderLink}>
        {/* The window's height: `parameters.windowHeight` (px) or 720. */}
        <div className="flex" style={{ height: parameters.windowHeight ?? 720 }}>
          <Story />
          <div className="p-4 md:hidden">
            <SidebarTrigger />
          </div>
        </div>
      </SidebarProvider>
    ),
  ],
} satisfies Meta<typeof AdminSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Playground: Story = {};

export const Links: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole("navigation", { name: "Admin" }));
    const hrefs = nav.getAllByRole("link").map((link) => link.getAttribute("href"));
    // The spec's twelve in its order; the other queues and screens (issues 8, 17 and 36) sit among them.
    await expect(hrefs.filter((href) => href && SPEC_LINKS.includes(href))).toEqual(SPEC_LINKS);
    await expect(hrefs.filter((href) => href && !SPEC_LINKS.includes(href))).toEqual([
      "/admin/reports",
      "/admin/attention",
      "/admin/requests",
      "/admin/deposits",
      "/admin/support",
      "/admin/child-panels",
      "/admin/staff",
      "/admin/profile",
    ]);
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByText("All systems operational")).toBeVisible();
  },
};

const SUPPORT_AGENT_LINKS = ["/admin/orders", "/admin/requests", "/admin/support", "/admin/profile"];

/** A support agent's sidebar: only the links their role may open (orders, requests, tickets, own profile). */
export const SupportAgent: Story = {
  args: {
    activeHref: "/admin/orders",
    sections: EXAMPLE_ADMIN_NAV.map((section) => ({
      ...section,
      items: section.items.filter((item) => SUPPORT_AGENT_LINKS.includes(item.href)),
    })),
  },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole("navigation", { name: "Admin" }));
    await expect(nav.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(SUPPORT_AGENT_LINKS);
    await expect(nav.queryByText("Catalogue")).toBeNull();
  },
};

export const ActiveOrders: Story = {
  args: { activeHref: "/admin/orders" },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole("navigation", { name: "Admin" }));
    await expect(nav.getByRole("link", { name: "Orders" })).toHaveAttribute("aria-current", "page");
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole("navigation", { name: "Admin" }));
    await userEvent.tab();
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveFocus();
    await userEvent.tab();
    await expect(nav.getByRole("link", { name: "Reports" })).toHaveFocus();
  },
};

/**
 * Regression: in a window lower than the height the links need, the last link (then Settings, now Profile) sat under
 * the 'All systems operational' footer. Tabbing to it must scroll it fully into view with its focus ring clear of it.
 */
const windowOf = (windowHeight: number): Story => ({
  parameters: { windowHeight },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const navigation = canvas.getByRole("navigation", { name: "Admin" });
    const links = within(navigation).getAllByRole("link");
    const last = within(navigation).getByRole("link", { name: "Profile" });
    await expect(navigation.scrollHeight).toBeGreaterThan(navigation.clientHeight);
    for (const _link of links) await userEvent.tab();
    await expect(last).toHaveFocus();
    await waitFor(() => {
      const box = last.getBoundingClientRect();
      const centre = box.left + box.width / 2;
      // The link answers at its centre, and just below it (where the focus ring is drawn) the list still shows.
      expect(last.contains(document.elementFromPoint(centre, box.top + box.height / 2))).toBe(true);
      expect(navigation.contains(document.elementFromPoint(centre, box.bottom + 2))).toBe(true);
    });
    await expect(canvas.getByText("All systems operational")).toBeVisible();
  },
});

/** At 800 px Profile peeks out above the footer, so focusing it scrolls it only as far as needed. */
export const Window800High: Story = windowOf(800);

export const Window600High: Story = windowOf(600);

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole("button", { name: "Open menu" });
    await userEvent.click(toggle);
    const sheet = await body(canvasElement).findByRole("dialog", { name: "Admin menu" });
    await expect(within(sheet).getAllByRole("link")).toHaveLength(20);
    await expect(within(sheet).getByText("All systems operational")).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body(canvasElement).queryByRole("dialog")).not.toBeInTheDocument());
  },
};

/** A provider failing: the line names it, in the warning tone, and is a live region. */
export const ProviderDown: Story = {
  args: {
    systemStatus: {
      state: "degraded",
      problems: [{ kind: "provider", message: "Provider Upstream A is down: The provider answered HTTP 500" }],
    },
  },
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByRole("status");
    await expect(status).toHaveTextContent("Provider Upstream A is down: The provider answered HTTP 500");
    await expect(status).toHaveAttribute("data-state", "degraded");
    await expect(within(canvasElement).queryByText("All systems operational")).not.toBeInTheDocument();
  },
};

/** Several problems: how many, then each one. */
export const SeveralProblems: Story = {
  args: {
    systemStatus: {
      state: "degraded",
      problems: [
        { kind: "provider", message: "Provider Upstream A is degraded: Not enough funds on balance" },
        { kind: "jobs", message: "3 background jobs are failing" },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByRole("status");
    await expect(within(status).getByText("2 problems need attention")).toBeVisible();
    await expect(
      within(status)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Provider Upstream A is degraded: Not enough funds on balance", "3 background jobs are failing"]);
  },
};

export const DatabaseDown: Story = {
  args: {
    systemStatus: { state: "down", problems: [{ kind: "database", message: "The database is not answering" }] },
  },
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByRole("status");
    await expect(status).toHaveTextContent("The database is not answering");
    await expect(status).toHaveAttribute("data-state", "down");
  },
};

/** The status could not be fetched: the sidebar says so rather than claiming all is well. */
export const StatusUnavailable: Story = {
  args: { systemStatus: "unavailable" },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("status")).toHaveTextContent("System status unavailable");
  },
};
