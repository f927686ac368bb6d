import type { Meta, StoryObj } from "@storybook/react-vite";
import { HelpCircle, LogOut, Settings, Shield } from "lucide-react";
import { expect, fn, userEvent, within } from "storybook/test";
import { UserMenu } from "./UserMenu";

const items = [
  { action: "profile", label: "Profile Settings", icon: <Settings /> },
  { action: "security", label: "Security", icon: <Shield /> },
  { action: "help", label: "Help Center", icon: <HelpCircle /> },
  { action: "logout", label: "Logout", icon: <LogOut />, destructive: true },
] as const;

const meta = {
  title: "Widgets/Shell/UserMenu",
  component: UserMenu<(typeof items)[number]["action"]>,
  args: { username: "adebayo_o", subtitle: "Premium Member", items, onSelect: fn() },
  parameters: { docs: { description: { component: "The account menu shared by TopHeader and AdminTopBar." } } },
} satisfies Meta<typeof UserMenu<(typeof items)[number]["action"]>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ChoosesWithKeyboard: Story = {
  parameters: { visual: { disable: true } }, // the open menu is covered by TopHeader's and AdminTopBar's stories
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: /adebayo_o/ });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const menu = await within(canvasElement.ownerDocument.body).findByRole("menu");
    await expect(within(menu).getByRole("menuitem", { name: "Logout" })).toBeVisible();
    await userEvent.keyboard("{End}{Enter}");
    await expect(args.onSelect).toHaveBeenCalledWith("logout");
  },
};

export const AdminRole: Story = { args: { username: "Admin", subtitle: "System Administrator" } };
