import type { Meta, StoryObj } from "@storybook/react-vite";
import { ShoppingCart, Wallet } from "lucide-react";
import { expect, within } from "storybook/test";
import { StatCard } from "./StatCard";

const meta = {
  title: "Primitives/StatCard",
  component: StatCard,
  args: {
    label: "Balance",
    value: "₦12,500.00",
    icon: <Wallet />,
    loading: false,
    className: "max-w-xs",
  },
  argTypes: { icon: { control: false } },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const TrendUp: Story = {
  args: { label: "Orders", value: "1,284", icon: <ShoppingCart />, trend: { direction: "up", text: "+12% this week" } },
  play: async ({ canvasElement }) => {
    const trend = within(canvasElement).getByText("+12% this week");
    await expect(trend).toHaveAttribute("data-direction", "up");
  },
};

export const TrendDown: Story = {
  args: { label: "Spent this month", value: "₦48,900.00", trend: { direction: "down", text: "−8% vs last month" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("−8% vs last month")).toHaveAttribute("data-direction", "down");
  },
};

/** A value over a period its label does not name, labelled so its trend compares like with like. */
export const WithPeriod: Story = {
  args: {
    label: "Funds Collected",
    period: "This month",
    value: "₦18,240.00",
    trend: { direction: "up", text: "+12.50% from last month" },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("This month")).toHaveAttribute("data-slot", "stat-card-period");
    await expect(canvas.getByText("Funds Collected")).toHaveAttribute("data-slot", "stat-card-label");
  },
};

/** Less spend is good news: the tone overrides the colour the direction would give. */
export const DownButPositive: Story = {
  args: {
    label: "Average cost per 1,000",
    value: "₦420.00",
    trend: { direction: "down", text: "−5% cheaper than last month", tone: "positive" },
  },
  play: async ({ canvasElement }) => {
    const trend = within(canvasElement).getByText("−5% cheaper than last month");
    await expect(trend).toHaveAttribute("data-direction", "down");
    await expect(trend).toHaveAttribute("data-tone", "positive");
  },
};

export const NeutralTrend: Story = {
  args: {
    label: "Platforms",
    value: "12",
    icon: undefined,
    trend: { direction: "up", text: "+1 this month", tone: "neutral" },
  },
};

export const WithoutIcon: Story = {
  args: { icon: undefined, label: "Total Services", value: "2,417" },
};

export const Loading: Story = {
  args: { loading: true, trend: { direction: "up", text: "+12% this week" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Balance")).toBeVisible();
    await expect(canvas.queryByText("₦12,500.00")).toBeNull();
    await expect(canvasElement.querySelector("[data-slot=stat-card]")).toHaveAttribute("aria-busy", "true");
  },
};

/** A row of tiles as the services page shows them. */
export const Grid: Story = {
  render: () => (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard label="Total Services" value="2,417" />
      <StatCard label="New Services" value="36" trend={{ direction: "up", text: "+6 today" }} />
      <StatCard label="Recommended" value="24" />
      <StatCard label="Platforms" value="12" loading />
    </div>
  ),
};

export const LongContent: Story = {
  args: {
    label: "Total amount spent on orders since the account was opened",
    value: "₦1,234,567,890.00",
    trend: { direction: "up", text: "+₦250,000.00 compared with the same period last year" },
  },
};

export const Mobile: Story = {
  ...Grid,
  globals: { viewport: { value: "mobile" } },
};
