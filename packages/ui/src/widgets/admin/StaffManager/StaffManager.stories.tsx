import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { StaffManager } from "./StaffManager";

const meta = {
  title: "Widgets/Admin/StaffManager",
  component: StaffManager,
  args: {
    members: [
      {
        id: 1,
        username: "admin",
        email: "admin@example.com",
        role: "owner",
        disabled: false,
        createdAt: "2026-11-01T10:00:00.000Z",
      },
      {
        id: 2,
        username: "ngozi",
        email: "ngozi@example.com",
        role: "support",
        disabled: false,
        createdAt: "2026-11-20T10:00:00.000Z",
      },
      {
        id: 3,
        username: "tunde",
        email: "tunde@example.com",
        role: "finance",
        disabled: true,
        createdAt: "2026-11-21T10:00:00.000Z",
      },
    ],
    onInvite: fn(async () => {}),
    onRoleChange: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof StaffManager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The owner invites a finance member, gives the support agent the admin role and removes them. */
export const InviteChangeRemove: Story = {
  // Opens exactly as Playground: its screenshot would repeat that baseline.
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const list = canvas.getByRole("list", { name: "Staff" });
    await expect(within(list).getByText("Owner")).toBeVisible();
    await expect(within(list).getByText("Removed")).toBeVisible();
    // The owner's account has no controls.
    await expect(within(list).queryByRole("button", { name: "Remove admin" })).toBeNull();

    const form = within(canvas.getByRole("form", { name: "Invite a staff member" }));
    await userEvent.type(form.getByRole("textbox", { name: /Username/ }), "amaka");
    await userEvent.type(form.getByRole("textbox", { name: /Email/ }), "amaka@example.com");
    await userEvent.click(form.getByRole("combobox", { name: /Role/ }));
    await userEvent.click(await body.findByRole("option", { name: "Finance (read-only)" }));
    await userEvent.click(canvas.getByRole("button", { name: "Send invitation" }));
    await waitFor(() =>
      expect(args.onInvite).toHaveBeenCalledWith({ username: "amaka", email: "amaka@example.com", role: "finance" }),
    );

    await userEvent.click(canvas.getByRole("combobox", { name: "Role of ngozi" }));
    await userEvent.click(await body.findByRole("option", { name: "Administrator" }));
    await expect(args.onRoleChange).toHaveBeenCalledWith(2, "admin");
    await userEvent.click(await canvas.findByRole("button", { name: "Remove ngozi" }));
    await expect(args.onRemove).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
  },
};

export const Loading: Story = {
  args: { members: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Send invitation" })).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
};
