import type { Meta, StoryObj } from "@storybook/react-vite";
import { Plus, ShoppingCart, Trash2 } from "lucide-react";
import { expect, fn, userEvent, within } from "storybook/test";
import { Button } from "./Button";
import { IconButton } from "./IconButton";

const meta = {
  title: "Primitives/Button",
  component: Button,
  args: {
    children: "Submit Order",
    onClick: fn(),
    variant: "default",
    size: "default",
    disabled: false,
    pending: false,
  },
  argTypes: {
    variant: { control: "select", options: ["default", "secondary", "outline", "ghost", "destructive", "link"] },
    size: { control: "inline-radio", options: ["sm", "default", "lg", "icon"] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-2">
      {(["default", "secondary", "outline", "ghost", "destructive", "link"] as const).map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-2">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="default">
        Default
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
      <Button {...args} size="icon" aria-label="Add">
        <Plus />
      </Button>
    </div>
  ),
};

export const WithIcon: Story = {
  args: {
    children: (
      <>
        <ShoppingCart /> Add to cart
      </>
    ),
  },
};

export const KeyboardActivation: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Submit Order" });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Submit Order" });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { pending: true },
  render: (args) => (
    <div className="flex gap-2">
      <Button {...args} pending={false}>
        Submit Order
      </Button>
      <Button {...args} />
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const [idle, pending] = within(canvasElement).getAllByRole("button", { name: "Submit Order" });
    await expect(pending).toHaveAttribute("aria-disabled", "true");
    await expect(pending).toHaveAttribute("aria-busy", "true");
    // Focusable, but a press does nothing.
    pending?.focus();
    await userEvent.keyboard("{Enter}");
    await expect(pending).toHaveFocus();
    await expect(args.onClick).not.toHaveBeenCalled();
    // Keeps its width: no layout jump when a request starts.
    await expect(pending?.getBoundingClientRect().width).toBe(idle?.getBoundingClientRect().width);
  },
};

export const AsChild: Story = {
  args: { asChild: true, children: <a href="#orders">View orders</a> },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "View orders" });
    await expect(link).toHaveAttribute("data-slot", "button");
  },
};

export const IconOnly: Story = {
  render: () => (
    <div className="flex gap-2">
      <IconButton aria-label="Delete order" icon={<Trash2 />} />
      <IconButton aria-label="Add service" variant="outline" icon={<Plus />} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Delete order" })).toBeVisible();
  },
};

export const LongContent: Story = {
  args: { children: "Buy 10,000 Instagram followers with instant start and a 30-day refill guarantee" },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  args: { className: "w-full" },
};
