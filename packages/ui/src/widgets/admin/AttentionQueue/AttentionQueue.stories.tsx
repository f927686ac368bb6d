import type { AttentionOrder } from "@smm/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { AttentionQueue } from "./AttentionQueue";

const failed: AttentionOrder = {
  id: 4127,
  userId: 12,
  username: "ada.lovelace",
  serviceId: 3,
  serviceTitle: "Instagram Followers [Real]",
  providerId: 1,
  providerName: "Peakerr",
  quantity: 1000,
  charge: "4.50",
  status: "pending",
  createdAt: "2026-11-26T09:00:00.000Z",
  reason: "failed",
  detail: "no-funds: Not enough funds on balance",
};

const stuck: AttentionOrder = {
  ...failed,
  id: 4090,
  serviceTitle: "TikTok Views",
  providerId: null,
  providerName: null,
  status: "in-progress",
  reason: "stuck",
  detail: "In progress for 2 d 4 h; usually done in 3 h.",
};

const unknown: AttentionOrder = {
  ...failed,
  id: 4133,
  reason: "unknown",
  detail:
    "Sent, but no answer could be read (timeout: No answer within 15000 ms). Look for it in the provider's panel: " +
    "enter its order id, or send it again if it is not there.",
};

const meta = {
  title: "Widgets/Admin/AttentionQueue",
  component: AttentionQueue,
  args: {
    orders: [failed, stuck],
    providers: [
      { id: 1, name: "Peakerr" },
      { id: 2, name: "SMMKings" },
    ],
    onResend: fn(),
    onReassign: fn(),
    onCancel: fn(),
    onSetUpstreamId: fn(),
  },
} satisfies Meta<typeof AttentionQueue>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SendToAnotherProvider: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within((await canvas.findByRole("heading", { name: /Order #4127/ })).closest("li") as HTMLElement);
    await expect(card.getByText("no-funds: Not enough funds on balance")).toBeVisible();
    await userEvent.click(card.getByRole("button", { name: "Send to another provider" }));
    await userEvent.click(card.getByRole("button", { name: "Send" }));
    await expect(await card.findByText("Choose a provider.")).toBeVisible();
    await expect(card.getByText("The provider's service id is required.")).toBeVisible();
    await expect(args.onReassign).not.toHaveBeenCalled();
    await userEvent.click(card.getByRole("combobox", { name: "Provider" }));
    const listbox = await within(canvasElement.ownerDocument.body).findByRole("listbox");
    // The provider that failed is not offered again.
    await expect(within(listbox).queryByRole("option", { name: "Peakerr" })).toBeNull();
    await userEvent.click(within(listbox).getByRole("option", { name: "SMMKings" }));
    await userEvent.type(card.getByRole("textbox", { name: /Provider's service id/ }), " 2231 ");
    await userEvent.click(card.getByRole("button", { name: "Send" }));
    await expect(args.onReassign).toHaveBeenCalledWith(failed, { providerId: 2, providerServiceId: "2231" });
  },
};

export const ResendAndCancel: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second] = await canvas.findAllByRole("listitem");
    await userEvent.click(within(first as HTMLElement).getByRole("button", { name: "Resend" }));
    await expect(args.onResend).toHaveBeenCalledWith(failed);
    // A stuck order is with its provider (or manual): nothing to resend, only a cancel.
    await expect(within(second as HTMLElement).queryByRole("button", { name: "Resend" })).toBeNull();
    await expect(within(second as HTMLElement).getByText("Stuck")).toBeVisible();
    await userEvent.click(within(second as HTMLElement).getByRole("button", { name: "Cancel & refund" }));
    await expect(args.onCancel).toHaveBeenCalledWith(stuck);
  },
};

export const UnknownOutcome: Story = {
  args: { orders: [unknown] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within((await canvas.findByRole("heading", { name: /Order #4133/ })).closest("li") as HTMLElement);
    await expect(card.getByText("Outcome unknown")).toBeVisible();
    // It may already be at the provider: no automatic resend and no other provider, only the operator's choices.
    await expect(card.queryByRole("button", { name: "Send to another provider" })).toBeNull();
    await userEvent.click(card.getByRole("button", { name: "Enter the provider's order id" }));
    const field = card.getByRole("textbox", { name: /Provider's order id/ });
    await userEvent.type(field, "12 34");
    await userEvent.click(card.getByRole("button", { name: "Save" }));
    await expect(await card.findByText(/letters, digits/)).toBeVisible();
    await expect(args.onSetUpstreamId).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, " 88123 ");
    await userEvent.click(card.getByRole("button", { name: "Save" }));
    await expect(args.onSetUpstreamId).toHaveBeenCalledWith(unknown, "88123");
    await userEvent.click(card.getByRole("button", { name: "Send again" }));
    await expect(args.onResend).toHaveBeenCalledWith(unknown);
  },
};

export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Nothing needs attention")).toBeVisible();
  },
};

export const Loading: Story = {
  args: { orders: undefined },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText("Loading the queue")).toHaveAttribute("aria-busy", "true");
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cancel = (await canvas.findAllByRole("button", { name: "Cancel & refund" }))[0] as HTMLElement;
    await expect(cancel).toBeVisible();
    // Nothing overflows the 375 px screen sideways.
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
