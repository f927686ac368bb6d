import type { Meta, StoryObj } from "@storybook/react-vite";
import { Bell } from "lucide-react";
import { expect, userEvent, within } from "storybook/test";
import { EXAMPLE_QUICK_ACTIONS } from "../../../story-support/exampleRoutes";
import { storyRenderLink } from "../../shell/storyFixtures";
import { QuickActions } from "./QuickActions";

const meta = {
  title: "Widgets/Admin/QuickActions",
  component: QuickActions,
  args: { actions: EXAMPLE_QUICK_ACTIONS, renderLink: storyRenderLink },
} satisfies Meta<typeof QuickActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const region = within(within(canvasElement).getByRole("region", { name: "Quick Actions" }));
    const links = region.getAllByRole("link");
    await expect(links.map((link) => link.textContent)).toEqual([
      "Manage Users",
      "View Orders",
      "Financial Reports",
      "Analytics",
    ]);
    await expect(region.getByRole("link", { name: "Manage Users" })).toHaveAttribute("href", "/admin/users");
    await expect(region.getByRole("link", { name: "View Orders" })).toHaveAttribute("href", "/admin/orders");
  },
};

export const KeyboardOrder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Manage Users" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "View Orders" })).toHaveFocus();
  },
};

export const CustomActions: Story = {
  args: { actions: [{ href: "/admin/send-mail", label: "Send announcement", icon: <Bell /> }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "Send announcement" })).toHaveAttribute(
      "href",
      "/admin/send-mail",
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
};
