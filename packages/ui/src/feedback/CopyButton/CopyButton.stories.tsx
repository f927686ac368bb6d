import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, spyOn, userEvent, waitFor, within } from "storybook/test";
import { COPY_CONFIRMATION_MS, CopyButton } from "./CopyButton";

const referralLink = "https://smmpanel.example/ref/ada-lovelace";

const meta = {
  title: "Feedback/CopyButton",
  component: CopyButton,
  args: {
    value: referralLink,
    label: "referral link",
    iconOnly: false,
    disabled: false,
    variant: "outline",
    onCopy: fn(),
    onError: fn(),
  },
  argTypes: {
    variant: { control: "select", options: ["default", "secondary", "outline", "ghost"] },
  },
  // The clipboard needs page focus and permission in a real browser; the stories stub it and assert what was written.
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const CopiesAndConfirms: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole("button", { name: "Copy referral link" });
    await userEvent.click(button);
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(referralLink);
    await expect(args.onCopy).toHaveBeenCalledWith(referralLink);
    await expect(button).toHaveAttribute("data-state", "copied");
    await expect(canvas.getByRole("status")).toHaveTextContent("Copied!");
    // The name follows the visible text, then the button reverts after two seconds.
    await expect(button).toHaveAccessibleName("Copied! referral link");
    await waitFor(() => expect(button).toHaveAttribute("data-state", "idle"), { timeout: COPY_CONFIRMATION_MS + 1000 });
    await expect(button).toHaveAccessibleName("Copy referral link");
    await expect(canvas.getByRole("status")).toHaveTextContent("");
  },
};

export const KeyboardUse: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Copy referral link" });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onCopy).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(" ");
    await expect(args.onCopy).toHaveBeenCalledTimes(2);
  },
};

export const IconOnly: Story = {
  args: { iconOnly: true, label: "API key", value: "sk_live_4f9a" },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Copy API key" });
    await userEvent.click(button);
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith("sk_live_4f9a");
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Copied!");
  },
};

export const Failure: Story = {
  // Not shot: its picture is CopiesAndConfirms's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const refusal = new DOMException("Write permission denied.", "NotAllowedError");
    spyOn(navigator.clipboard, "writeText").mockRejectedValue(refusal);
    const button = within(canvasElement).getByRole("button", { name: "Copy referral link" });
    await userEvent.click(button);
    await expect(args.onError).toHaveBeenCalledWith(refusal);
    await expect(args.onCopy).not.toHaveBeenCalled();
    await expect(button).toHaveAttribute("data-state", "idle");
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("");
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Copy referral link" });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onCopy).not.toHaveBeenCalled();
  },
};

export const WithValueShown: Story = {
  render: (args) => (
    <div className="flex max-w-md items-center gap-2">
      <input
        readOnly
        aria-label="Referral link"
        value={args.value}
        className="h-9 min-w-0 flex-1 rounded-md border border-input bg-background px-3 text-sm"
      />
      <CopyButton {...args} />
    </div>
  ),
};

export const LongContent: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  args: {
    label: "mass order format for Instagram followers, likes and views",
    value: "service_id | link | quantity",
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("button", {
        name: "Copy mass order format for Instagram followers, likes and views",
      }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  args: { className: "w-full" },
};
