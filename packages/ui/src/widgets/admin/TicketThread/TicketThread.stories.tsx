import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { SAMPLE_MESSAGES } from "./sampleThread";
import { TicketThread } from "./TicketThread";

const meta = {
  title: "Widgets/Admin/TicketThread",
  component: TicketThread,
  args: {
    subject: "10240 speed up",
    customer: "ada",
    status: "open",
    messages: SAMPLE_MESSAGES,
    onReply: fn(async () => {}),
    onStatusChange: fn(),
    onRetry: fn(),
  },
  argTypes: { loading: { control: "boolean" }, error: { control: "text" } },
} satisfies Meta<typeof TicketThread>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Reply: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const messages = within(canvas.getByRole("list", { name: "Messages" })).getAllByRole("listitem");
    await expect(messages).toHaveLength(3);
    await expect(messages[1]).toHaveAttribute("data-author", "support");
    const box = canvas.getByRole("textbox", { name: /Reply/ });
    await userEvent.type(box, "Refill queued.");
    await userEvent.click(canvas.getByRole("button", { name: "Send reply" }));
    await waitFor(() => expect(args.onReply).toHaveBeenCalledWith("Refill queued."));
    await waitFor(() => expect(box).toHaveValue(""));
  },
};

export const StatusByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    canvas.getByRole("combobox", { name: "Status" }).focus();
    await userEvent.keyboard("{Enter}");
    await userEvent.click(await body.findByRole("option", { name: "Closed" }));
    await expect(args.onStatusChange).toHaveBeenCalledWith("closed");
    // The list closes after the change: axe runs on the page as the operator then sees it.
    await waitFor(() => expect(body.queryByRole("listbox")).toBeNull());
  },
};

export const Empty: Story = {
  args: { messages: [], status: "answered" },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("list", { name: "Messages" })).toBeNull();
  },
};

export const ErrorState: Story = {
  name: "Error",
  args: { error: "Failed to fetch the ticket" },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
};
