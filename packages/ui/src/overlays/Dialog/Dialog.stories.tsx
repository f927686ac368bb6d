import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../../primitives/Button";
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from "./Dialog";

const meta = {
  title: "Overlays/Dialog",
  // Open-by-default stories would cover the docs page and trap its focus: give each its own frame there.
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
  component: DialogContent,
  args: {
    title: "Cancel order #1042?",
    description: "The remaining quantity is refunded to your balance. This cannot be undone.",
    hideTitle: false,
    showCloseButton: true,
  },
  argTypes: {
    title: { control: "text" },
    description: { control: "text" },
  },
  render: (args) => (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">Cancel order</Button>
      </DialogTrigger>
      <DialogContent {...args}>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep order</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button variant="destructive">Cancel order</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof DialogContent>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Playground: Story = {};

export const Open: Story = {
  parameters: { visual: { fullPage: true } },
  render: (args) => (
    <Dialog defaultOpen>
      <DialogTrigger asChild>
        <Button variant="outline">Cancel order</Button>
      </DialogTrigger>
      <DialogContent {...args}>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep order</Button>
          </DialogClose>
          <Button variant="destructive">Cancel order</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole("dialog", { name: "Cancel order #1042?" });
    await expect(dialog).toHaveAccessibleDescription(/refunded to your balance/);
    await expect(within(dialog).getByRole("button", { name: "Close" })).toBeVisible();
  },
};

export const KeyboardOpenAndEscape: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Cancel order" });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const dialog = await body(canvasElement).findByRole("dialog", { name: "Cancel order #1042?" });
    // Focus moves into the dialog and stays trapped there.
    await waitFor(() => expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body(canvasElement).queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const SpaceOpensCloseButtonCloses: Story = {
  // Not shot: its picture is KeyboardOpenAndEscape's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Cancel order" });
    trigger.focus();
    await userEvent.keyboard(" ");
    const dialog = await body(canvasElement).findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(body(canvasElement).queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const FooterAction: Story = {
  // Not shot: its picture is KeyboardOpenAndEscape's, byte for byte.
  parameters: { visual: { disable: true } },
  args: { onOpenAutoFocus: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Cancel order" }));
    const dialog = await body(canvasElement).findByRole("dialog");
    await expect(args.onOpenAutoFocus).toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole("button", { name: "Keep order" }));
    await waitFor(() => expect(body(canvasElement).queryByRole("dialog")).toBeNull());
  },
};

export const HiddenTitle: Story = {
  parameters: { visual: { fullPage: true } },
  args: { title: "Order details", hideTitle: true, description: undefined },
  render: (args) => (
    <Dialog defaultOpen>
      <DialogContent {...args}>
        <p className="text-sm">Order #1042 · 10,000 Instagram followers · In progress</p>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole("dialog", { name: "Order details" });
    await expect(within(dialog).getByText("Order details")).toHaveClass("sr-only");
    await expect(dialog).not.toHaveAttribute("aria-describedby");
  },
};

export const WithoutCloseButton: Story = {
  parameters: { visual: { fullPage: true } },
  args: { showCloseButton: false },
  render: (args) => (
    <Dialog defaultOpen>
      <DialogContent {...args}>
        <DialogFooter>
          <DialogClose asChild>
            <Button>Got it</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole("dialog");
    await expect(within(dialog).queryByRole("button", { name: "Close" })).toBeNull();
  },
};

export const LongContent: Story = {
  parameters: { visual: { fullPage: true } },
  args: { title: "Terms of service", description: "Please read before placing your first order." },
  render: (args) => (
    <Dialog defaultOpen>
      <DialogContent {...args}>
        <div className="space-y-3 text-sm">
          {Array.from({ length: 14 }, (_, index) => index + 1).map((clause) => (
            <p key={clause}>
              {clause}. Orders start within the time shown on the service. Refills are available for 30 days where the
              service says so. Do not place a second order for the same link until the first one completes.
            </p>
          ))}
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button>I agree</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
};

export const Mobile: Story = {
  ...Open,
  globals: { viewport: { value: "mobile" } },
};
