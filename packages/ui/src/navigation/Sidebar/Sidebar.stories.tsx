import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  BadgeDollarSign,
  Code,
  History,
  Layers,
  LifeBuoy,
  List,
  Megaphone,
  Network,
  ShoppingCart,
  Wallet,
} from "lucide-react";
import { NavLink } from "react-router-dom";
import { expect, userEvent, waitFor, within } from "storybook/test";
import type { RenderLink } from "../link";
import { TopBar, TopBarTitle } from "../TopBar";
import { Sidebar, SidebarItem, type SidebarProps, SidebarProvider, SidebarSection, SidebarTrigger } from "./Sidebar";

/** The app passes react-router's NavLink; it sets aria-current="page" on the active route by itself. */
const renderNavLink: RenderLink = ({ href, ...props }) => <NavLink to={href} {...props} />;

const sections = [
  {
    heading: "Orders",
    items: [
      { href: "/dashboard/new-order", label: "New Order", icon: <ShoppingCart /> },
      { href: "/dashboard/mass-order", label: "Mass Order", icon: <Layers /> },
      { href: "/dashboard/orders", label: "Order History", icon: <History /> },
    ],
  },
  {
    heading: "Account",
    items: [
      { href: "/dashboard/add-funds", label: "Add Funds", icon: <Wallet /> },
      { href: "/dashboard/make-money", label: "Make Money", icon: <BadgeDollarSign /> },
      { href: "/dashboard/child-panel", label: "Child Panel", icon: <Network /> },
    ],
  },
  {
    heading: "Help",
    items: [
      { href: "/dashboard/support", label: "Customer Support", icon: <LifeBuoy /> },
      { href: "/dashboard/services", label: "Services", icon: <List /> },
      { href: "/dashboard/api", label: "API Access", icon: <Code /> },
      { href: "/dashboard/updates", label: "Updates", icon: <Megaphone /> },
    ],
  },
];

const longItems = Array.from({ length: 12 }, (_, index) => ({
  href: `/dashboard/services/${index + 1}`,
  label: `Instagram Followers [Real, Active, Non-drop] package ${index + 1}`,
}));

type ShellProps = SidebarProps & { defaultCollapsed?: boolean; defaultMobileOpen?: boolean };

/** A customer shell: the sidebar beside a top bar whose start slot holds the mobile toggle. */
function Shell({ defaultCollapsed, defaultMobileOpen, ...props }: ShellProps) {
  return (
    <SidebarProvider
      renderLink={renderNavLink}
      defaultCollapsed={defaultCollapsed}
      defaultMobileOpen={defaultMobileOpen}
    >
      <div className="flex h-[36rem] overflow-hidden rounded-md border">
        <Sidebar header={<span className="truncate">SMM Panel</span>} {...props}>
          {sections.map((section) => (
            <SidebarSection key={section.heading} heading={section.heading}>
              {section.items.map((item) => (
                <SidebarItem key={item.href} {...item} />
              ))}
            </SidebarSection>
          ))}
        </Sidebar>
        <div className="flex min-w-0 flex-1 flex-col">
          <TopBar start={<SidebarTrigger />}>
            <TopBarTitle>Dashboard</TopBarTitle>
          </TopBar>
          <main className="p-6 text-muted-foreground text-sm">Page content</main>
        </div>
      </div>
    </SidebarProvider>
  );
}

const meta = {
  title: "Navigation/Sidebar",
  component: Sidebar,
  args: { label: "Main", title: "Menu" },
  argTypes: { footer: { control: "text" } },
  parameters: { layout: "fullscreen", router: { initialEntries: ["/dashboard/new-order"] } },
  render: (args) => <Shell {...args} />,
} satisfies Meta<ShellProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ActiveItem: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "Main" });
    await expect(within(nav).getByRole("link", { name: "New Order" })).toHaveAttribute("aria-current", "page");
    await expect(within(nav).getByRole("group", { name: "Orders" })).toBeInTheDocument();
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole("navigation", { name: "Main" }));
    await userEvent.tab();
    await expect(nav.getByRole("link", { name: "New Order" })).toHaveFocus();
    await userEvent.tab();
    await expect(nav.getByRole("link", { name: "Mass Order" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    // The router link moves the current page along.
    await expect(nav.getByRole("link", { name: "Mass Order" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "New Order" })).not.toHaveAttribute("aria-current");
  },
};

export const CollapseToggle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole("button", { name: "Toggle sidebar" });
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    toggle.focus();
    await userEvent.keyboard("{Enter}");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    // Labels leave the screen but stay the links' names.
    const link = canvas.getByRole("link", { name: "Order History" });
    await expect(link.getBoundingClientRect().width).toBeLessThan(60);
    await userEvent.keyboard(" ");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const expanded = canvas.getByRole("link", { name: "Order History" });
    await expect(expanded.getBoundingClientRect().width).toBeGreaterThan(150);
  },
};

export const Collapsed: Story = {
  args: { defaultCollapsed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole("link", { name: "Add Funds" });
    link.focus();
    // A keyboard user sees the label as a tooltip.
    const tooltip = await within(canvasElement.ownerDocument.body).findByRole("tooltip");
    await expect(tooltip).toHaveTextContent("Add Funds");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole("tooltip")).toBeNull());
    link.blur();
  },
};

export const WithFooter: Story = {
  args: { footer: "All systems operational" },
};

export const LongContent: Story = {
  render: (args) => (
    <SidebarProvider renderLink={renderNavLink}>
      <div className="flex h-80 overflow-hidden rounded-md border">
        <Sidebar {...args} header="A white-label panel with a very long brand name">
          <SidebarSection heading="Services with long names">
            {longItems.map((item, index) => (
              <SidebarItem key={item.href} {...item} icon={<List />} badge={index === 0 ? "New" : undefined} />
            ))}
          </SidebarSection>
        </Sidebar>
      </div>
    </SidebarProvider>
  ),
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "Main" });
    // The navigation scrolls on its own; the rail keeps its height.
    await expect(nav.scrollHeight).toBeGreaterThan(nav.clientHeight);
  },
};

export const MobileMenu: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    // The rail is hidden on mobile; the toggle opens the same navigation in a sheet.
    await expect(canvas.queryByRole("navigation", { name: "Main" })).toBeNull();
    const toggle = canvas.getByRole("button", { name: "Open menu" });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const sheet = await body.findByRole("dialog", { name: "Menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    // Choosing an item navigates and closes the menu.
    await userEvent.click(within(sheet).getByRole("link", { name: "Add Funds" }));
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    // Reopen and dismiss with Escape; focus returns to the toggle.
    await userEvent.click(toggle);
    await body.findByRole("dialog", { name: "Menu" });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(toggle).toHaveFocus();
  },
};

export const MobileMenuOpen: Story = {
  globals: { viewport: { value: "mobile" } },
  args: { defaultMobileOpen: true, footer: "All systems operational" },
  parameters: {
    visual: { fullPage: true }, // the sheet portals out of the canvas
    docs: { story: { inline: false, iframeHeight: 600 } },
  },
  play: async ({ canvasElement }) => {
    const sheet = await within(canvasElement.ownerDocument.body).findByRole("dialog", { name: "Menu" });
    await expect(within(sheet).getByRole("link", { name: "New Order" })).toHaveAttribute("aria-current", "page");
    await expect(within(sheet).getByRole("button", { name: "Close menu" })).toBeVisible();
  },
};
