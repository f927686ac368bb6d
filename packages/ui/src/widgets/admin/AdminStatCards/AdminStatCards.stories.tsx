import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { SAMPLE_ADMIN_STATS, ZERO_ADMIN_STATS } from "../shared/fixtures";
import { AdminStatCards } from "./AdminStatCards";

const meta = {
  title: "Widgets/Admin/AdminStatCards",
  component: AdminStatCards,
  args: { stats: SAMPLE_ADMIN_STATS, loading: false },
} satisfies Meta<typeof AdminStatCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Populated: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const totals = within(canvas.getByRole("list", { name: "Totals" }));
    for (const text of ["Total Users", "12,480", "Total Balance", "$48,210.75", "Total Orders", "98,342"]) {
      await expect(totals.getByText(text)).toBeVisible();
    }
    await expect(totals.getByText("Funds Collected")).toBeVisible();
    // This month's funds, labelled so, beside the change from last month: the same period.
    await expect(totals.getByText("This month")).toBeVisible();
    await expect(totals.getByText("$18,240.00")).toBeVisible();
    await expect(totals.getByText("+12.50% from last month")).toBeVisible();
    const today = within(canvas.getByRole("list", { name: "Today" }));
    for (const text of ["Today's Profit", "$1,284.60", "Today's Orders", "412", "New Users Today", "37"]) {
      await expect(today.getByText(text)).toBeVisible();
    }
  },
};

/** The operator reports in Naira (the default reporting currency): every money card is written as ₦. */
export const InNaira: Story = {
  args: { stats: { ...SAMPLE_ADMIN_STATS, currency: "NGN" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("₦48,210.75")).toBeVisible();
    await expect(canvas.getByText("₦18,240.00")).toBeVisible();
    await expect(canvas.getByText("₦1,284.60")).toBeVisible();
  },
};

export const FallingFunds: Story = {
  args: { stats: { ...SAMPLE_ADMIN_STATS, fundsCollectedTrend: "-3.20" } },
  play: async ({ canvasElement }) => {
    const trend = within(canvasElement).getByText("-3.20% from last month");
    await expect(trend).toHaveAttribute("data-direction", "down");
  },
};

export const Empty: Story = {
  args: { stats: ZERO_ADMIN_STATS },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText("$0.00")).toHaveLength(3);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText("Loading")).toHaveLength(7);
  },
};

export const LoadFailed: Story = {
  args: { error: "The server did not answer.", onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Failed to load the dashboard figures")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
};
