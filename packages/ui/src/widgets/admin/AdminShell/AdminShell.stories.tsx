import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { EXAMPLE_ADMIN_NAV, EXAMPLE_QUICK_ACTIONS } from "../../../story-support/exampleRoutes";
import { expectBarKeepsHeight, storyRenderLink, TallPageContent } from "../../shell/storyFixtures";
import { AdminStatCards } from "../AdminStatCards";
import { Overview30Days } from "../Overview30Days";
import { QuickActions } from "../QuickActions";
import { SAMPLE_ADMIN_STATS, SAMPLE_DAILY_REVENUE } from "../shared/fixtures";
import { AdminShell } from "./AdminShell";

const dashboard = (
  <>
    <AdminStatCards stats={SAMPLE_ADMIN_STATS} />
    <Overview30Days overview={SAMPLE_ADMIN_STATS.last30Days} currency="USD" daily={SAMPLE_DAILY_REVENUE} />
    <QuickActions actions={EXAMPLE_QUICK_ACTIONS} renderLink={storyRenderLink} />
  </>
);

const meta = {
  title: "Widgets/Admin/AdminShell",
  // A whole page: played and checked by axe, not shot here (e2e/pages.visual.spec.ts shoots every /admin page at 1280 and 375 px; the top bar, sidebar and dashboard widgets have their own stories).
  tags: ["page"],
  component: AdminShell,
  parameters: { layout: "fullscreen" },
  globals: { viewport: { value: "desktop" } },
  args: {
    activeHref: "/admin",
    navSections: EXAMPLE_ADMIN_NAV,
    renderLink: storyRenderLink,
    topBar: { username: "olumide", title: "Dashboard", onMenuSelect: fn() },
    children: dashboard,
  },
} satisfies Meta<typeof AdminShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Playground: Story = {};

export const Dashboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("navigation", { name: "Admin" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByText("All systems operational")).toBeVisible();
    await expect(canvas.getByText("System Administrator")).toBeVisible();
    await expect(canvas.getByRole("main")).toHaveTextContent("Last 30 Days Overview");
  },
};

export const Loading: Story = {
  args: {
    topBar: { title: "Dashboard" },
    children: (
      <>
        <AdminStatCards stats={SAMPLE_ADMIN_STATS} loading />
        <Overview30Days overview={SAMPLE_ADMIN_STATS.last30Days} currency="USD" loading />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Admin")).toBeVisible();
  },
};

/** Regression: with content taller than the window the top bar (a flex item) shrank to 41 px, and absolutely placed parts of the page stretched the window so it scrolled as well. */
export const TallPage: Story = {
  args: { children: <TallPageContent /> },
  play: async ({ canvasElement }) => {
    await expectBarKeepsHeight(canvasElement.querySelector<HTMLElement>('[data-slot="admin-top-bar"]'));
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole("button", { name: "Open menu" });
    toggle.focus();
    await userEvent.keyboard("{Enter}");
    const sheet = await body(canvasElement).findByRole("dialog", { name: "Admin menu" });
    await userEvent.click(within(sheet).getByRole("link", { name: "Users" }));
    await waitFor(() => expect(body(canvasElement).queryByRole("dialog")).not.toBeInTheDocument());
  },
};
