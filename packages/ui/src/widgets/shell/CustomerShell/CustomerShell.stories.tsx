import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Card, CardContent, CardHeader, CardTitle } from "../../../display/Card";
import { EXAMPLE_CUSTOMER_NAV } from "../../../story-support/exampleRoutes";
import {
  DEMO_ANNOUNCEMENT,
  expectBarKeepsHeight,
  SAMPLE_NOTIFICATIONS,
  storyRenderLink,
  TallPageContent,
} from "../storyFixtures";
import { CustomerShell } from "./CustomerShell";

const meta = {
  title: "Widgets/Shell/CustomerShell",
  // A whole page: played and checked by axe, not shot here (e2e/pages.visual.spec.ts shoots every /dashboard page at 1280 and 375 px; the header, sidebar and banner have their own stories).
  tags: ["page"],
  component: CustomerShell,
  parameters: { layout: "fullscreen" },
  globals: { viewport: { value: "desktop" } },
  args: {
    activeHref: "/dashboard",
    navItems: EXAMPLE_CUSTOMER_NAV,
    announcement: DEMO_ANNOUNCEMENT,
    onBannerDismiss: fn(),
    renderLink: storyRenderLink,
    header: {
      username: "adebayo_o",
      currency: "NGN",
      onCurrencyChange: fn(),
      notifications: SAMPLE_NOTIFICATIONS,
      onMenuSelect: fn(),
    },
    children: (
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h1>New Order</h1>
          </CardTitle>
        </CardHeader>
        <CardContent className="text-muted-foreground text-sm">The page's content goes here.</CardContent>
      </Card>
    ),
  },
} satisfies Meta<typeof CustomerShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Playground: Story = {};

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("navigation", { name: "Dashboard" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "New Order" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByText("Premium Member")).toBeVisible();
    await expect(canvas.getByText("Ongoing TikTok updates")).toBeVisible();
    await expect(canvas.getByRole("main")).toHaveTextContent("The page's content goes here.");
    await expect(canvas.queryByRole("button", { name: "Open menu" })).not.toBeInTheDocument();
  },
};

export const DismissBanner: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Dismiss" }));
    await expect(args.onBannerDismiss).toHaveBeenCalledOnce();
    await expect(canvas.queryByText("Ongoing TikTok updates")).not.toBeInTheDocument();
  },
};

/** A panel whose operator has no announcement: no banner above the page. */
export const NoAnnouncement: Story = {
  args: { announcement: { title: "", text: "" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("status")).not.toBeInTheDocument();
  },
};

export const LoadingUser: Story = {
  args: { header: { ...meta.args.header, username: undefined, loading: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Loading account")).toBeInTheDocument();
  },
};

export const NoNotifications: Story = {
  args: { header: { ...meta.args.header, notifications: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Notifications, 0 unread" })).toBeVisible();
  },
};

/** Regression: with content taller than the window the header (a flex item) shrank to 41 px, and absolutely placed parts of the page stretched the window so it scrolled as well. */
export const TallPage: Story = {
  args: { children: <TallPageContent /> },
  play: async ({ canvasElement }) => {
    await expectBarKeepsHeight(canvasElement.querySelector<HTMLElement>('[data-slot="top-header"]'));
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole("button", { name: "Open menu" });
    await expect(canvas.queryByRole("navigation", { name: "Dashboard" })).not.toBeInTheDocument();
    toggle.focus();
    await userEvent.keyboard("{Enter}");
    const sheet = await body(canvasElement).findByRole("dialog", { name: "Dashboard menu" });
    await expect(within(sheet).getByRole("link", { name: "Make Money" })).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body(canvasElement).queryByRole("dialog")).not.toBeInTheDocument());
    await expect(toggle).toHaveFocus();
  },
};
