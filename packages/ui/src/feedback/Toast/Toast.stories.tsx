import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../../primitives/Button";
import { TOAST_DURATION_MS, toast } from "./Toast";

type ToastKind = keyof typeof TOAST_DURATION_MS;
const kinds = Object.keys(TOAST_DURATION_MS) as ToastKind[];

type ToastDemoProps = {
  /** Which kind of toast the button raises. */
  kind: ToastKind;
  /** The message shown. */
  message: string;
};

/** A button that raises one toast through the facade; the story decorator mounts `<Toaster />`. */
function ToastDemo({ kind, message }: ToastDemoProps) {
  return (
    <Button variant="outline" onClick={() => toast[kind](message)}>
      Show {kind} toast
    </Button>
  );
}

const sampleMessages: Record<ToastKind, string> = {
  success: "Login successful!",
  error: "Failed to fetch services",
  info: "New services were added",
  warning: "Your balance is low",
};

/** Raises one toast of every kind on mount and keeps them until the story unmounts (for screenshots). */
function AllKinds({ message }: { message?: string }) {
  useEffect(() => {
    for (const kind of kinds) toast[kind](message ?? sampleMessages[kind], { autoClose: false, toastId: kind });
    return () => toast.dismiss();
  }, [message]);
  return null;
}

const meta = {
  title: "Feedback/Toast",
  component: ToastDemo,
  args: { kind: "success", message: "Login successful!" },
  argTypes: { kind: { control: "inline-radio", options: kinds } },
  parameters: {
    docs: {
      description: {
        component:
          "The `toast` facade over react-toastify: `toast.success(message)` and so on. Toasts appear top-right; success stays 2000 ms, the others 4000 ms. Mount `<Toaster />` once (the story decorator does).",
      },
    },
  },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Raises the toast by keyboard and checks its kind, text and place, then dismisses it. */
const raisesToast =
  (kind: ToastKind, message: string): Story["play"] =>
  async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(within(canvasElement).getByRole("button", { name: `Show ${kind} toast` })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const text = await body.findByText(message);
    const item = text.closest(".Toastify__toast");
    await expect(item).toHaveClass(`Toastify__toast--${kind}`);
    await expect(item?.closest(".Toastify__toast-container--top-right")).not.toBeNull();
    toast.dismiss();
    await waitFor(() => expect(body.queryByText(message)).toBeNull(), { timeout: 3000 });
  };

export const Playground: Story = {};

export const Success: Story = {
  play: raisesToast("success", "Login successful!"),
};

export const ErrorToast: Story = {
  name: "Error",
  args: { kind: "error", message: "Login failed" },
  play: raisesToast("error", "Login failed"),
};

export const Info: Story = {
  args: { kind: "info", message: "New services were added to Instagram" },
  play: raisesToast("info", "New services were added to Instagram"),
};

export const Warning: Story = {
  args: { kind: "warning", message: "Your balance is low" },
  play: raisesToast("warning", "Your balance is low"),
};

export const CloseWithKeyboard: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Show success toast" }));
    await body.findByText("Login successful!");
    const close = body.getByRole("button", { name: "Close notification" });
    close.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(body.queryByText("Login successful!")).toBeNull(), { timeout: 3000 });
  },
};

export const EveryKind: Story = {
  render: () => <AllKinds />,
  parameters: { visual: { fullPage: true } }, // toasts render in the Toaster, outside the story's root
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    for (const kind of kinds) await expect(await body.findByText(sampleMessages[kind])).toBeVisible();
  },
};

export const LongContent: Story = {
  render: () => (
    <AllKinds message="Your order for 10,000 Instagram followers has been placed and will start within the next hour; you can follow it on the Order History page." />
  ),
  parameters: { visual: { fullPage: true } }, // toasts render in the Toaster, outside the story's root
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  render: () => <AllKinds />,
  // No screenshot: react-toastify zooms each icon in, and at 375 px the capture caught it mid-frame now and then.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const message = await within(canvasElement.ownerDocument.body).findByText(sampleMessages.success);
    // Full width at the top on phones.
    await expect(message.closest(".Toastify__toast-container")?.getBoundingClientRect().top).toBe(0);
  },
};
