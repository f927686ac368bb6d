import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../../primitives/Button";
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from "./Popover";

const meta = {
  title: "Overlays/Popover",
  // Open-by-default stories would cover the docs page and trap its focus: give each its own frame there.
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
  component: PopoverContent,
  args: {
    "aria-label": "Service details",
    side: "bottom",
    align: "center",
    onEscapeKeyDown: fn(),
  },
  argTypes: {
    side: { control: "inline-radio", options: ["top", "right", "bottom", "left"] },
    align: { control: "inline-radio", options: ["start", "center", "end"] },
  },
  render: (args) => (
    <div className="flex min-h-64 items-start justify-center">
      <Popover>
        <PopoverTrigger asChild>
          <Button variant="outline">Service details</Button>
        </PopoverTrigger>
        <PopoverContent {...args}>
          <div className="space-y-2 text-sm">
            <p className="font-medium">Instagram Followers [Real]</p>
            <p className="text-muted-foreground">Start 0-1 h · up to 50K per day · 30-day refill</p>
            <PopoverClose asChild>
              <Button size="sm" variant="secondary">
                Done
              </Button>
            </PopoverClose>
          </div>
        </PopoverContent>
      </Popover>
    </div>
  ),
} satisfies Meta<typeof PopoverContent>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Playground: Story = {};

export const Open: Story = {
  parameters: { visual: { fullPage: true } },
  render: (args) => (
    <div className="flex min-h-64 items-start justify-center">
      <Popover defaultOpen>
        <PopoverTrigger asChild>
          <Button variant="outline">Service details</Button>
        </PopoverTrigger>
        <PopoverContent {...args}>
          <p className="text-sm">Start 0-1 h · up to 50K per day · 30-day refill</p>
        </PopoverContent>
      </Popover>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole("dialog", { name: "Service details" })).toBeVisible();
  },
};

export const KeyboardOpenAndEscape: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Service details" });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const popover = await body(canvasElement).findByRole("dialog", { name: "Service details" });
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    // Focus moves into the popover, onto its first control.
    await waitFor(() => expect(within(popover).getByRole("button", { name: "Done" })).toHaveFocus());
    await userEvent.keyboard("{Escape}");
    await expect(args.onEscapeKeyDown).toHaveBeenCalledOnce();
    await waitFor(() => expect(body(canvasElement).queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const CloseButton: Story = {
  // Not shot: its picture is KeyboardOpenAndEscape's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Service details" });
    trigger.focus();
    await userEvent.keyboard(" ");
    const popover = await body(canvasElement).findByRole("dialog");
    await userEvent.tab();
    await expect(within(popover).getByRole("button", { name: "Done" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(body(canvasElement).queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const ClickOutsideCloses: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Service details" }));
    await body(canvasElement).findByRole("dialog");
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body(canvasElement).queryByRole("dialog")).toBeNull());
  },
};

export const Mobile: Story = {
  ...Open,
  globals: { viewport: { value: "mobile" } },
};
