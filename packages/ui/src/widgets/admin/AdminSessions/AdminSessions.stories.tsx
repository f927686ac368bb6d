import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { AdminSessions } from "./AdminSessions";

const meta = {
  title: "Widgets/Admin/AdminSessions",
  component: AdminSessions,
  args: {
    sessions: [
      {
        id: 12,
        current: true,
        remember: false,
        createdAt: "2026-12-06T09:15:00.000Z",
        expiresAt: "2026-12-07T09:15:00.000Z",
        device: "Chrome on Windows",
        ip: "102.89.34.10",
      },
      {
        id: 9,
        current: false,
        remember: false,
        createdAt: "2026-12-05T18:40:00.000Z",
        expiresAt: "2026-12-06T18:40:00.000Z",
        device: "Safari on iOS",
        ip: "197.210.54.2",
      },
      {
        id: 4,
        current: false,
        remember: false,
        createdAt: "2026-12-01T08:00:00.000Z",
        expiresAt: "2026-12-02T08:00:00.000Z",
        device: null,
        ip: null,
      },
    ],
    onRevoke: fn(),
    onRevokeOthers: fn(),
  },
} satisfies Meta<typeof AdminSessions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each session's device and address; this browser is marked and has no sign-out of its own. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Chrome on Windows")).toBeVisible();
    await expect(canvas.getByText("197.210.54.2")).toBeVisible();
    await expect(canvas.getByText("Unknown device")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Sign out session 12" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Sign out session 9" }));
    await expect(args.onRevoke).toHaveBeenCalledWith(9);
    await userEvent.click(canvas.getByRole("button", { name: "Sign out other sessions" }));
    await expect(args.onRevokeOthers).toHaveBeenCalledOnce();
  },
};

/** Signed in only here: nothing else to sign out. */
export const OnlyThisBrowser: Story = {
  parameters: { visual: { disable: true } },
  args: { sessions: meta.args.sessions.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Sign out other sessions" })).toBeDisabled();
  },
};
