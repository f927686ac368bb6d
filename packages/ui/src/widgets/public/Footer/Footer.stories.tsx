import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Footer } from "./Footer";
import { FooterLinks } from "./FooterLinks";

const meta = {
  title: "Widgets/Public/Footer",
  component: Footer,
  // The year is pinned so the screenshot does not change on New Year's Day.
  args: { year: 2026 },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole("contentinfo");
    await expect(footer).toHaveTextContent("© 2026 Premium SMM Services. All rights reserved.");
  },
};

export const WhiteLabelBrand: Story = {
  args: { brandName: "BoostHub" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("© 2026 BoostHub. All rights reserved.")).toBeVisible();
  },
};

export const WithLinks: Story = {
  render: (args) => (
    <Footer {...args}>
      <nav aria-label="Footer">
        <ul className="flex gap-4">
          <li>
            <a className="rounded-sm underline-offset-4 hover:underline" href="/services">
              Services
            </a>
          </li>
          <li>
            <a className="rounded-sm underline-offset-4 hover:underline" href="/api">
              API
            </a>
          </li>
        </ul>
      </nav>
    </Footer>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("navigation", { name: "Footer" })).toBeVisible();
  },
};

/** The legal pages the operator filled in (Settings → Storefront), linked from the landing and sign-up. */
export const WithLegalLinks: Story = {
  render: (args) => (
    <Footer {...args}>
      <FooterLinks
        links={[
          { href: "/terms", label: "Terms of service" },
          { href: "/refunds", label: "Refund policy" },
        ]}
      />
    </Footer>
  ),
  play: async ({ canvasElement }) => {
    const legal = within(within(canvasElement).getByRole("navigation", { name: "Legal" }));
    await expect(legal.getByRole("link", { name: "Terms of service" })).toHaveAttribute("href", "/terms");
    await expect(legal.queryByRole("link", { name: "Privacy policy" })).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  render: WithLinks.render,
};

export const MobileWithLegalLinks: Story = {
  globals: { viewport: { value: "mobile" } },
  render: WithLegalLinks.render,
};
