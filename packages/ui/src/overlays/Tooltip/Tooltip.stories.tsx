import type { Meta, StoryObj } from "@storybook/react-vite";
import { Copy, Info } from "lucide-react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Button, IconButton } from "../../primitives/Button";
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "./Tooltip";

const meta = {
  title: "Overlays/Tooltip",
  // Open-by-default stories would cover the docs page and trap its focus: give each its own frame there.
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
  component: TooltipContent,
  args: { side: "top", children: "Copies the order link" },
  argTypes: { side: { control: "inline-radio", options: ["top", "right", "bottom", "left"] } },
  render: (args) => (
    <div className="flex min-h-32 items-center justify-center">
      <Tooltip>
        <TooltipTrigger asChild>
          <IconButton aria-label="Copy link" icon={<Copy />} variant="outline" />
        </TooltipTrigger>
        <TooltipContent {...args} />
      </Tooltip>
    </div>
  ),
} satisfies Meta<typeof TooltipContent>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Playground: Story = {};

export const Open: Story = {
  parameters: { visual: { fullPage: true } },
  render: (args) => (
    <div className="flex min-h-32 items-center justify-center">
      <Tooltip defaultOpen>
        <TooltipTrigger asChild>
          <IconButton aria-label="Copy link" icon={<Copy />} variant="outline" />
        </TooltipTrigger>
        <TooltipContent {...args} />
      </Tooltip>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole("tooltip")).toHaveTextContent("Copies the order link");
  },
};

export const KeyboardFocusShowsIt: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Copy link" });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = await body(canvasElement).findByRole("tooltip");
    await expect(tooltip).toHaveTextContent("Copies the order link");
    // The hint describes the button; its name stays "Copy link".
    await expect(trigger).toHaveAccessibleDescription("Copies the order link");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body(canvasElement).queryByRole("tooltip")).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const HoverShowsIt: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Copy link" });
    await userEvent.hover(trigger);
    await expect(await body(canvasElement).findByRole("tooltip")).toBeInTheDocument();
    await userEvent.unhover(trigger);
    await waitFor(() => expect(body(canvasElement).queryByRole("tooltip")).toBeNull());
  },
};

/** One provider shares the delay among many tooltips, e.g. a toolbar. */
export const SharedProvider: Story = {
  render: () => (
    <TooltipProvider delayDuration={0}>
      <div className="flex min-h-32 items-center justify-center gap-2">
        <Tooltip>
          <TooltipTrigger asChild>
            <Button variant="outline">Min 100</Button>
          </TooltipTrigger>
          <TooltipContent>Smallest quantity you can order</TooltipContent>
        </Tooltip>
        <Tooltip>
          <TooltipTrigger asChild>
            <IconButton aria-label="About drip-feed" icon={<Info />} />
          </TooltipTrigger>
          <TooltipContent side="right">Split an order into runs over several days</TooltipContent>
        </Tooltip>
      </div>
    </TooltipProvider>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(await body(canvasElement).findByRole("tooltip")).toHaveTextContent("Smallest quantity");
    await userEvent.tab();
    await waitFor(() => expect(body(canvasElement).getByRole("tooltip")).toHaveTextContent("Split an order"));
  },
};

export const LongContent: Story = {
  ...Open,
  args: {
    children:
      "Drip-feed splits one large order into several smaller runs spread over time, so the growth looks natural.",
  },
  play: async ({ canvasElement }) => {
    const tooltip = await body(canvasElement).findByRole("tooltip");
    await expect(tooltip).toHaveTextContent(/^Drip-feed splits/);
  },
};

export const Mobile: Story = {
  ...Open,
  globals: { viewport: { value: "mobile" } },
};
