import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { OrderBulkBar } from "./OrderBulkBar";

const meta = {
  title: "Widgets/Admin/OrderBulkBar",
  component: OrderBulkBar,
  args: {
    selected: 3,
    onPage: 25,
    onSelectPage: fn(),
    onClear: fn(),
    onApply: fn(async () => undefined),
  },
} satisfies Meta<typeof OrderBulkBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three orders selected: a cancel is asked once more (refunds named) before it runs. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByText("3 orders selected")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Cancel orders" }));
    const dialog = await page.findByRole("dialog", { name: "Cancel 3 orders?" });
    await expect(within(dialog).getByText(/refunded to its customer/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel orders" }));
    await expect(args.onApply).toHaveBeenCalledWith({ action: "cancel" });
    await waitFor(() => expect(page.queryByRole("dialog")).toBeNull());
  },
};

/** Nothing selected: the actions wait for a selection. */
export const NoneSelected: Story = {
  args: { selected: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("No orders selected")).toBeVisible();
    for (const name of ["Set status", "Resend", "Cancel orders", "Clear selection"]) {
      await expect(canvas.getByRole("button", { name })).toBeDisabled();
    }
    await expect(canvas.getByRole("checkbox", { name: "Select this page" })).not.toBeChecked();
  },
};

/** The whole page selected: the box is checked; unchecking it clears the page. */
export const PageSelected: Story = {
  args: { selected: 25 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole("checkbox", { name: "Select this page" });
    await expect(box).toBeChecked();
    await userEvent.click(box);
    await expect(args.onSelectPage).toHaveBeenCalledWith(false);
  },
};

/** By keyboard alone: choose a status, set it, confirm with Enter (the safe "Back" has focus first). */
export const StatusByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    canvas.getByRole("combobox", { name: "New status" }).focus();
    await userEvent.keyboard("{Enter}");
    await userEvent.click(await page.findByRole("option", { name: "In Progress" }));
    // The select's menu hides the rest of the page from assistive tech until it has closed.
    await userEvent.click(await canvas.findByRole("button", { name: "Set status" }));
    const dialog = await page.findByRole("dialog", { name: "Mark 3 orders In Progress?" });
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Back" })).toHaveFocus());
    await userEvent.keyboard("{Tab}{Enter}");
    await expect(args.onApply).toHaveBeenCalledWith({ action: "status", status: "in-progress" });
  },
};

/** At 375 px the actions wrap under the count. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
};
