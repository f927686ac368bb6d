import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { SidebarProvider } from "../../../navigation/Sidebar";
import { AdminTopBar } from "./AdminTopBar";

const meta = {
  title: "Widgets/Admin/AdminTopBar",
  component: AdminTopBar,
  parameters: { layout: "fullscreen" },
  args: { username: "olumide", title: "Dashboard", onMenuSelect: fn() },
  decorators: [
    (Story) => (
      <SidebarProvider>
        <Story />
      </SidebarProvider>
    ),
  ],
} satisfies Meta<typeof AdminTopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Playground: Story = {};

export const Default: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("olumide")).toBeVisible();
    await expect(canvas.getByText("System Administrator")).toBeVisible();
    await expect(canvas.getByText("Dashboard")).toBeVisible();
  },
};

/** No username in the stored session (or still loading): the spec's default name. */
export const DefaultUsername: Story = {
  args: { username: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Admin System Administrator" })).toBeVisible();
  },
};

export const MenuWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "olumide System Administrator" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const menu = await body(canvasElement).findByRole("menu");
    await expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Profile Settings", "System Settings", "Security", "Help Center", "Logout"]);
    await waitFor(() => expect(within(menu).getByRole("menuitem", { name: "Profile Settings" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(args.onMenuSelect).toHaveBeenCalledWith("system-settings");
    await waitFor(() => expect(body(canvasElement).queryByRole("menu")).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const EscapeCloses: Story = {
  // Not shot: its picture is MenuWithKeyboard's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "olumide System Administrator" });
    await userEvent.click(trigger);
    await body(canvasElement).findByRole("menu");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body(canvasElement).queryByRole("menu")).not.toBeInTheDocument());
    await expect(args.onMenuSelect).not.toHaveBeenCalled();
  },
};

export const LongUsername: Story = {
  args: { username: "operations_administrator_for_the_whole_panel" },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Open menu" })).toBeVisible();
  },
};
