import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { SidebarProvider, SidebarTrigger } from "../../../navigation/Sidebar";
import { EXAMPLE_CUSTOMER_NAV } from "../../../story-support/exampleRoutes";
import { storyRenderLink } from "../storyFixtures";
import { CustomerSidebar } from "./CustomerSidebar";

const SPEC_ORDER = [
  "New Order",
  "Add Funds",
  "Order History",
  "Customer Support",
  "Services",
  "Make Money",
  "Child Panel",
  "Mass Order",
  "API Access",
  "Updates",
];

const meta = {
  title: "Widgets/Shell/CustomerSidebar",
  component: CustomerSidebar,
  parameters: { layout: "fullscreen" },
  args: { items: EXAMPLE_CUSTOMER_NAV, activeHref: "/dashboard" },
  argTypes: { activeHref: { control: "text" } },
  decorators: [
    (Story) => (
      <SidebarProvider renderLink={storyRenderLink}>
        <div className="flex h-[640px]">
          <Story />
          <div className="p-4 md:hidden">
            <SidebarTrigger />
          </div>
        </div>
      </SidebarProvider>
    ),
  ],
} satisfies Meta<typeof CustomerSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Playground: Story = {};

export const Items: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "Dashboard" });
    const links = within(nav).getAllByRole("link");
    await expect(links.map((link) => link.textContent)).toEqual(SPEC_ORDER);
    await expect(links[0]).toHaveAttribute("href", "/dashboard");
    await expect(links[9]).toHaveAttribute("href", "/dashboard/updates");
    await expect(within(nav).getByRole("link", { name: "New Order" })).toHaveAttribute("aria-current", "page");
  },
};

export const ActiveAddFunds: Story = {
  args: { activeHref: "/dashboard/add-funds" },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "Dashboard" });
    await expect(within(nav).getByRole("link", { name: "Add Funds" })).toHaveAttribute("aria-current", "page");
    await expect(within(nav).getByRole("link", { name: "New Order" })).not.toHaveAttribute("aria-current");
  },
};

/** On a child panel, which sells no child panels of its own: the other nine items, no Child Panel. */
export const WithoutChildPanel: Story = {
  args: { items: EXAMPLE_CUSTOMER_NAV.filter((item) => item.href !== "/dashboard/child-panel") },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "Dashboard" });
    const links = within(nav).getAllByRole("link");
    await expect(links.map((link) => link.textContent)).toEqual(SPEC_ORDER.filter((label) => label !== "Child Panel"));
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "Dashboard" });
    await userEvent.tab();
    await expect(within(nav).getByRole("link", { name: "New Order" })).toHaveFocus();
    await userEvent.tab();
    await expect(within(nav).getByRole("link", { name: "Add Funds" })).toHaveFocus();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole("button", { name: "Open menu" });
    await userEvent.click(toggle);
    const sheet = await body(canvasElement).findByRole("dialog", { name: "Dashboard menu" });
    await expect(within(sheet).getAllByRole("link")).toHaveLength(10);
    // Choosing a link closes the sheet.
    await userEvent.click(within(sheet).getByRole("link", { name: "Order History" }));
    await waitFor(() => expect(body(canvasElement).queryByRole("dialog")).not.toBeInTheDocument());
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  },
};
