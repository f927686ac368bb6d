import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { SidebarProvider } from "../../../navigation/Sidebar";
import { SAMPLE_NOTIFICATIONS } from "../storyFixtures";
import { TopHeader } from "./TopHeader";

const meta = {
  title: "Widgets/Shell/TopHeader",
  component: TopHeader,
  parameters: { layout: "fullscreen" },
  args: {
    username: "adebayo_o",
    loading: false,
    currency: "NGN",
    onCurrencyChange: fn(),
    notifications: SAMPLE_NOTIFICATIONS,
    onMarkAllNotificationsRead: fn(),
    onMenuSelect: fn(),
  },
  // The mobile sidebar toggle shows only inside a SidebarProvider, as in the shell.
  decorators: [
    (Story) => (
      <SidebarProvider>
        <Story />
      </SidebarProvider>
    ),
  ],
} satisfies Meta<typeof TopHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Playground: Story = {};

export const Populated: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("adebayo_o")).toBeVisible();
    await expect(canvas.getByText("Premium Member")).toBeVisible();
    await expect(canvas.getByRole("combobox", { name: "Display currency" })).toHaveTextContent("₦ NGN");
    await expect(canvas.getByRole("button", { name: "Notifications, 2 unread" })).toBeVisible();
  },
};

export const NotificationsList: Story = {
  play: async ({ args, canvasElement }) => {
    const bell = within(canvasElement).getByRole("button", { name: "Notifications, 2 unread" });
    bell.focus();
    await userEvent.keyboard("{Enter}");
    const panel = await body(canvasElement).findByRole("dialog", { name: "Notifications" });
    const items = within(panel).getAllByRole("listitem");
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent("Unread: Order 10482 completed");
    await expect(items[2]).not.toHaveTextContent("Unread");
    await userEvent.click(within(panel).getByRole("button", { name: "Mark all as read" }));
    await expect(args.onMarkAllNotificationsRead).toHaveBeenCalledOnce();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body(canvasElement).queryByRole("dialog")).not.toBeInTheDocument());
    await expect(bell).toHaveFocus();
  },
};

export const NoNotifications: Story = {
  args: { notifications: [] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Notifications, 0 unread" }));
    const panel = await body(canvasElement).findByRole("dialog", { name: "Notifications" });
    await expect(within(panel).getByText("No notifications yet")).toBeVisible();
    await expect(within(panel).queryByRole("button", { name: "Mark all as read" })).not.toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
  },
};

export const UserMenuKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: /adebayo_o/ });
    await expect(trigger).toHaveAccessibleName("adebayo_o Premium Member");
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const menu = await body(canvasElement).findByRole("menu");
    const items = within(menu).getAllByRole("menuitem");
    await expect(items.map((item) => item.textContent)).toEqual([
      "Profile Settings",
      "Security",
      "Help Center",
      "Logout",
    ]);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}{Enter}");
    await expect(args.onMenuSelect).toHaveBeenCalledWith("logout");
    await waitFor(() => expect(body(canvasElement).queryByRole("menu")).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const CurrencyChange: Story = {
  play: async ({ args, canvasElement }) => {
    const currency = within(canvasElement).getByRole("combobox", { name: "Display currency" });
    currency.focus();
    await userEvent.keyboard("{Enter}");
    const listbox = await body(canvasElement).findByRole("listbox");
    await waitFor(() => expect(within(listbox).getByRole("option", { name: /NGN/ })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(args.onCurrencyChange).toHaveBeenCalledWith("USD");
    // The page stays hidden from the accessibility tree until the closing list has gone.
    await waitFor(() => expect(body(canvasElement).queryByRole("listbox")).toBeNull());
  },
};

export const Loading: Story = {
  args: { loading: true, username: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Loading account")).toBeInTheDocument();
    await expect(canvas.queryByText("Premium Member")).not.toBeInTheDocument();
  },
};

/**
 * Nothing known yet, as in a customer page's prerendered shell: the visitor's currency is not shown (it could be
 * the wrong one), a placeholder of the picker's size holds its place.
 */
export const CurrencyNotKnownYet: Story = {
  args: { loading: true, username: undefined, currency: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("combobox", { name: "Display currency" })).not.toBeInTheDocument();
    await expect(canvas.queryByText(/NGN|₦/)).not.toBeInTheDocument();
    const placeholder = canvasElement.querySelector('[data-slot="currency-switcher-placeholder"]');
    await expect(placeholder).toHaveAttribute("aria-hidden", "true");
    // The picker's own size, so the header does not jump when the real one replaces it.
    await expect(placeholder?.getBoundingClientRect().height).toBe(36);
    await expect(placeholder?.getBoundingClientRect().width).toBe(96);
  },
};

/** The user could not be fetched: the menu stays usable (Logout) under a neutral name. */
export const UserUnavailable: Story = {
  args: { username: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Account Premium Member" })).toBeVisible();
  },
};

export const LongUsername: Story = {
  args: { username: "a_customer_with_a_remarkably_long_username_2026" },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole("button", { name: "Open menu" });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    // The name moves to the accessible name only; the avatar stays.
    await expect(canvas.getByRole("button", { name: "adebayo_o Premium Member" })).toBeVisible();
  },
};
