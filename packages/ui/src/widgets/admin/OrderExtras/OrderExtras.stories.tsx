import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, spyOn, userEvent, within } from "storybook/test";
import { OrderExtras } from "./OrderExtras";

const comments = "Love this!\nGreat shot 🔥\nWhere was this taken?";

const meta = {
  title: "Widgets/Admin/OrderExtras",
  component: OrderExtras,
  args: {
    extras: [{ name: "comments", label: "Comments", value: comments }],
    onCopy: fn(),
    onCopyError: fn(),
  },
  // The clipboard needs page focus and permission in a real browser; the stories stub it and assert what was written.
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
} satisfies Meta<typeof OrderExtras>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const CustomComments: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 2, name: "Customer's details" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Copy Comments" }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(comments);
    await expect(args.onCopy).toHaveBeenCalledWith(args.extras[0]);
    await expect(await canvas.findByRole("status")).toHaveTextContent("Copied!");
  },
};

export const Subscription: Story = {
  args: {
    extras: [
      { name: "username", label: "Username", value: "ada.lovelace" },
      { name: "min", label: "Minimum", value: "100" },
      { name: "max", label: "Maximum", value: "200" },
      { name: "posts", label: "Posts", value: "5" },
      { name: "delay", label: "Delay (minutes)", value: "30" },
      { name: "expiry", label: "Expiry", value: "12/31/2026" },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(await canvas.findByRole("button", { name: "Copy Username" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith("ada.lovelace");
  },
};

export const DripFeedMentions: Story = {
  args: {
    extras: [
      { name: "usernames", label: "Usernames", value: "ada\nbabbage\nhopper" },
      { name: "runs", label: "Drip-feed runs", value: "3" },
      { name: "interval", label: "Interval (minutes)", value: "60" },
      { name: "run_quantity", label: "Quantity per run", value: "100" },
    ],
  },
};

export const ClipboardRefused: Story = {
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
    return () => writeText.mockRestore();
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Copy Comments" }));
    await expect(args.onCopyError).toHaveBeenCalledWith(args.extras[0], expect.any(Error));
    await expect(args.onCopy).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  args: DripFeedMentions.args,
  globals: { viewport: { value: "mobile" } },
};
