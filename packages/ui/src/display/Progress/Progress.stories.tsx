import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Progress } from "./Progress";

const meta = {
  title: "Feedback/Progress",
  component: Progress,
  args: { label: "Order #1042 delivery", value: 40, max: 100, showLabel: true, className: "max-w-md" },
  argTypes: { value: { control: { type: "range", min: 0, max: 100 } } },
} satisfies Meta<typeof Progress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Determinate: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole("progressbar", { name: "Order #1042 delivery" });
    await expect(bar).toHaveAttribute("aria-valuenow", "40");
    await expect(bar).toHaveAttribute("aria-valuetext", "40%");
    await expect(within(canvasElement).getByText("40%")).toBeVisible();
  },
};

export const CustomValueText: Story = {
  args: {
    label: "Delivered",
    value: 3500,
    max: 10000,
    valueText: (value, max) => `${value.toLocaleString("en-US")} of ${max.toLocaleString("en-US")}`,
  },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole("progressbar", { name: "Delivered" });
    await expect(bar).toHaveAttribute("aria-valuetext", "3,500 of 10,000");
  },
};

export const Empty: Story = { args: { value: 0 } };

export const Complete: Story = { args: { value: 100 } };

export const Indeterminate: Story = {
  args: { value: null, label: "Checking the link" },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole("progressbar", { name: "Checking the link" });
    await expect(bar).not.toHaveAttribute("aria-valuenow");
    await expect(bar).toHaveAttribute("data-state", "indeterminate");
  },
};

export const HiddenLabel: Story = {
  args: { showLabel: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("progressbar", { name: "Order #1042 delivery" })).toBeInTheDocument();
  },
};

export const LongContent: Story = {
  args: {
    label: "Instagram Followers [Real, High Quality, 30-day refill] for @a_very_long_account_name_indeed",
    value: 72,
  },
};

export const Mobile: Story = {
  args: { className: "w-full" },
  globals: { viewport: { value: "mobile" } },
};
