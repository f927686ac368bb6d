import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../../primitives/Button";
import { ConfirmDialog, type ConfirmDialogProps } from "./ConfirmDialog";

/** The dialog as a page uses it: a trigger opens it, and it closes when it says so. */
function WithTrigger(args: ConfirmDialogProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Remove provider
      </Button>
      <ConfirmDialog
        {...args}
        open={open}
        onOpenChange={(next) => {
          args.onOpenChange(next);
          setOpen(next);
        }}
      />
    </>
  );
}

const meta = {
  title: "Overlays/ConfirmDialog",
  // Open-by-default stories would cover the docs page and trap its focus: give each its own frame there.
  parameters: { docs: { story: { inline: false, iframeHeight: 320 } } },
  component: ConfirmDialog,
  args: {
    open: false,
    title: "Remove SMMWorld?",
    description: "Only a provider without imported services or orders can be removed; its key is deleted.",
    confirmLabel: "Remove provider",
    cancelLabel: "Go back",
    variant: "destructive",
    pending: false,
    onConfirm: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    title: { control: "text" },
    description: { control: "text" },
    confirmLabel: { control: "text" },
    cancelLabel: { control: "text" },
    variant: { control: "inline-radio", options: ["default", "destructive"] },
  },
  render: (args) => <WithTrigger {...args} />,
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Playground: Story = {};

/** An action that cannot be taken back: a red confirm button, and the safe choice focused first. */
export const Destructive: Story = {
  args: { open: true },
  parameters: { visual: { fullPage: true } },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole("dialog", { name: "Remove SMMWorld?" });
    await expect(dialog).toHaveAccessibleDescription(/without imported services/);
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Go back" })).toHaveFocus());
    await expect(within(dialog).getByRole("button", { name: "Remove provider" })).toHaveAttribute(
      "data-variant",
      "destructive",
    );
    // The footer's buttons are the only way out: no corner Close competing with "Go back".
    await expect(within(dialog).queryByRole("button", { name: "Close" })).toBeNull();
  },
};

/** A confirmation that changes nothing irreversible: the primary button. */
export const Default: Story = {
  args: {
    open: true,
    variant: "default",
    title: "Send the mail to 1,204 customers?",
    description: "It waits in the outbox and goes out over the next minutes.",
    confirmLabel: "Send mail",
    cancelLabel: "Cancel",
  },
  parameters: { visual: { fullPage: true } },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole("dialog", { name: "Send the mail to 1,204 customers?" });
    await expect(within(dialog).getByRole("button", { name: "Send mail" })).toHaveAttribute("data-variant", "default");
  },
};

/** While the answer is coming both buttons wait, confirm spins, and neither Escape nor a click outside closes it. */
export const Pending: Story = {
  args: { open: true, pending: true },
  parameters: { visual: { fullPage: true } },
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole("dialog", { name: "Remove SMMWorld?" });
    await expect(dialog).toHaveAttribute("aria-busy", "true");
    await expect(within(dialog).getByRole("button", { name: "Go back" })).toBeDisabled();
    const confirm = within(dialog).getByRole("button", { name: "Remove provider" });
    await expect(confirm).toHaveAttribute("aria-disabled", "true");
    await expect(confirm).toHaveAttribute("aria-busy", "true");
    await userEvent.keyboard("{Escape}");
    const overlay = canvasElement.ownerDocument.querySelector<HTMLElement>("[data-slot=dialog-overlay]");
    if (overlay) await userEvent.click(overlay);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(body(canvasElement).getByRole("dialog")).toBeVisible();
  },
};

/** Escape is the same as the cancel button: nothing is confirmed, focus goes back to the trigger. */
export const EscapeCancels: Story = {
  // Not shot: its play ends with the dialog closed again, the picture Playground already shows.
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Remove provider" });
    await userEvent.click(trigger);
    await body(canvasElement).findByRole("dialog", { name: "Remove SMMWorld?" });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body(canvasElement).queryByRole("dialog")).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

let finishRemoval: () => void = () => undefined;

/** A confirm that returns a promise keeps the dialog pending until it settles, then closes. */
export const ConfirmWaitsForTheAnswer: Story = {
  // Not shot: its play ends with the dialog closed again, the picture Playground already shows.
  parameters: { visual: { disable: true } },
  args: {
    onConfirm: fn(
      () =>
        new Promise<void>((resolve) => {
          finishRemoval = resolve;
        }),
    ),
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Remove provider" }));
    const dialog = await body(canvasElement).findByRole("dialog", { name: "Remove SMMWorld?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove provider" }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(within(dialog).getByRole("button", { name: "Go back" })).toBeDisabled();
    await expect(within(dialog).getByRole("button", { name: "Remove provider" })).toHaveAttribute("aria-busy", "true");
    finishRemoval();
    await waitFor(() => expect(body(canvasElement).queryByRole("dialog")).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** On a phone the buttons stack, the safe one below the action (thumb reach), full width. */
export const Mobile: Story = {
  ...Destructive,
  globals: { viewport: { value: "mobile" } },
};
