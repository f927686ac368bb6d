import type { Meta, StoryObj } from "@storybook/react-vite";
import { Slash } from "lucide-react";
import { Link } from "react-router-dom";
import { expect, userEvent, within } from "storybook/test";
import type { RenderLink } from "../link";
import { Breadcrumbs } from "./Breadcrumbs";

const renderRouterLink: RenderLink = ({ href, ...props }) => <Link to={href} {...props} />;

const meta = {
  title: "Navigation/Breadcrumbs",
  component: Breadcrumbs,
  args: {
    items: [
      { label: "Dashboard", href: "/dashboard" },
      { label: "Order History", href: "/dashboard/orders" },
      { label: "Order 10240" },
    ],
    renderLink: renderRouterLink,
  },
  argTypes: { renderLink: { control: false }, separator: { control: false } },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "Breadcrumb" });
    const list = within(nav).getByRole("list");
    await expect(list.tagName).toBe("OL");
    await expect(within(list).getAllByRole("listitem")).toHaveLength(3);
    await expect(within(nav).getByText("Order 10240")).toHaveAttribute("aria-current", "page");
    // Separators are decoration only: the list reads "Dashboard, Order History, Order 10240".
    await expect(nav.querySelectorAll("[data-slot=breadcrumb-separator][aria-hidden=true]")).toHaveLength(2);
    await expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Dashboard", "Order History"]);
  },
};

export const KeyboardUse: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole("navigation", { name: "Breadcrumb" }));
    await userEvent.tab();
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveFocus();
    await userEvent.tab();
    await expect(nav.getByRole("link", { name: "Order History" })).toHaveFocus();
    await expect(nav.getByRole("link", { name: "Order History" })).toHaveAttribute("href", "/dashboard/orders");
    // The current page is not a link, so Tab leaves the trail.
    await userEvent.tab();
    await expect(canvasElement.ownerDocument.activeElement?.closest("nav")).toBeNull();
  },
};

export const SingleLevel: Story = {
  args: { items: [{ label: "Dashboard" }] },
};

export const CustomSeparator: Story = {
  args: { separator: <Slash /> },
};

export const LongContent: Story = {
  args: {
    items: [
      { label: "Dashboard", href: "/dashboard" },
      { label: "Services", href: "/dashboard/services" },
      { label: "Instagram", href: "/dashboard/services?platform=instagram" },
      { label: "Instagram Followers [Real, Active, Non-drop] [Max 500K] [Start 0-1 hour] [30-day refill]" },
    ],
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  args: LongContent.args,
};
