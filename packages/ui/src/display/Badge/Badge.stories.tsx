import type { Meta, StoryObj } from "@storybook/react-vite";
import { CircleCheck, Sparkles, Star } from "lucide-react";
import { expect, within } from "storybook/test";
import { Badge, type BadgeVariant } from "./Badge";

const variants: BadgeVariant[] = ["neutral", "info", "success", "warning", "danger", "new", "recommended"];

const meta = {
  title: "Primitives/Badge",
  component: Badge,
  args: { children: "Completed", variant: "success" },
  argTypes: {
    variant: { control: "select", options: variants },
    icon: { control: false },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-2">
      {variants.map((variant) => (
        <Badge key={variant} {...args} variant={variant}>
          {variant}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const variant of variants) {
      await expect(within(canvasElement).getByText(variant)).toHaveAttribute("data-variant", variant);
    }
  },
};

/** How the order statuses map onto badges. */
export const OrderStatuses: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <Badge variant="warning">Pending</Badge>
      <Badge variant="info">In progress</Badge>
      <Badge variant="info">Processing</Badge>
      <Badge variant="success">Completed</Badge>
      <Badge variant="danger">Canceled</Badge>
    </div>
  ),
};

export const WithIcon: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <Badge variant="new" icon={<Sparkles />}>
        New
      </Badge>
      <Badge variant="recommended" icon={<Star />}>
        Recommended
      </Badge>
      <Badge variant="success" icon={<CircleCheck />}>
        Completed
      </Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText("Recommended");
    // The icon adds nothing to the name: the text is the signal.
    await expect(badge).toHaveTextContent(/^Recommended$/);
    await expect(badge.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  },
};

export const AsLink: Story = {
  render: () => (
    <Badge asChild variant="info" icon={<Star />}>
      <a href="#services">Popular services</a>
    </Badge>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Popular services" });
    await expect(link).toHaveAttribute("data-slot", "badge");
    await expect(link.querySelector("svg")).not.toBeNull();
  },
};

export const LongContent: Story = {
  args: { children: "Recommended Instant Services of the Day", variant: "recommended" },
};

export const Mobile: Story = {
  ...OrderStatuses,
  globals: { viewport: { value: "mobile" } },
};
