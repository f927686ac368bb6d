import type { Meta, StoryObj } from "@storybook/react-vite";
import { Megaphone } from "lucide-react";
import { expect, fn, userEvent, within } from "storybook/test";
import { Button } from "../../primitives/Button";
import { Alert, AlertDescription, AlertTitle } from "./Alert";

const meta = {
  title: "Feedback/Alert",
  component: Alert,
  args: { variant: "info", dismissible: false, onDismiss: fn() },
  argTypes: {
    variant: { control: "select", options: ["info", "success", "warning", "danger"] },
    icon: { control: false },
    open: { control: "boolean" },
  },
  render: (args) => (
    <Alert {...args}>
      <AlertTitle>Drip-feed is available</AlertTitle>
      <AlertDescription>Split a large order into runs spread over several days.</AlertDescription>
    </Alert>
  ),
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Info: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Drip-feed is available");
  },
};

export const Success: Story = {
  args: { variant: "success" },
  render: (args) => (
    <Alert {...args}>
      <AlertTitle>Payment received</AlertTitle>
      <AlertDescription>₦5,000.00 was added to your balance.</AlertDescription>
    </Alert>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveAttribute("data-variant", "success");
  },
};

export const Warning: Story = {
  args: { variant: "warning" },
  render: (args) => (
    <Alert {...args}>
      <AlertTitle>One order per link</AlertTitle>
      <AlertDescription>Wait until the current order for this link completes before placing another.</AlertDescription>
    </Alert>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveAttribute("data-variant", "warning");
  },
};

export const Danger: Story = {
  args: { variant: "danger" },
  render: (args) => (
    <Alert {...args}>
      <AlertTitle>Error!</AlertTitle>
      <AlertDescription>Something went wrong. Please check your inputs.</AlertDescription>
    </Alert>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(/Something went wrong/);
  },
};

export const TitleOnly: Story = {
  args: { variant: "success" },
  render: (args) => (
    <Alert {...args}>
      <AlertTitle>Order placed.</AlertTitle>
    </Alert>
  ),
};

export const CustomIcon: Story = {
  args: { icon: <Megaphone /> },
};

export const WithoutIcon: Story = {
  args: { icon: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status").querySelector("svg")).toBeNull();
  },
};

export const Dismissible: Story = {
  // Not shot: its play dismisses the alert, so nothing is left to shoot (LongContent shows the dismiss button).
  parameters: { visual: { disable: true } },
  args: { dismissible: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const dismiss = canvas.getByRole("button", { name: "Dismiss" });
    await expect(dismiss).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole("status")).toBeNull();
  },
};

export const DismissibleWithSpace: Story = {
  // Not shot: its play dismisses the alert, so nothing is left to shoot (LongContent shows the dismiss button).
  parameters: { visual: { disable: true } },
  args: { dismissible: true, variant: "danger" },
  play: async ({ args, canvasElement }) => {
    within(canvasElement).getByRole("button", { name: "Dismiss" }).focus();
    await userEvent.keyboard(" ");
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await expect(within(canvasElement).queryByRole("alert")).toBeNull();
  },
};

export const WithAction: Story = {
  args: { variant: "warning" },
  render: (args) => (
    <Alert {...args}>
      <AlertTitle>Low balance</AlertTitle>
      <AlertDescription>
        <p>Your balance is below the minimum order charge.</p>
        <Button size="sm" variant="outline">
          Add funds
        </Button>
      </AlertDescription>
    </Alert>
  ),
};

export const LongContent: Story = {
  args: { dismissible: true, variant: "danger" },
  render: (args) => (
    <Alert {...args}>
      <AlertTitle>We could not process your order because the link you entered is private or does not exist</AlertTitle>
      <AlertDescription>
        Make the profile public, check that the link opens in a private browser window, then place the order again. No
        money was taken from your balance. If the problem continues, open a support ticket with the order link.
      </AlertDescription>
    </Alert>
  ),
};

export const Mobile: Story = {
  ...LongContent,
  globals: { viewport: { value: "mobile" } },
};
