import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { RenderLink } from "../../../navigation/link";
import { EXAMPLE_HREFS, EXAMPLE_PUBLIC_NAV } from "../../../story-support/exampleRoutes";
import { PublicHeader } from "./PublicHeader";

/** Stands in for the router's link: it reports the navigation instead of leaving the story. */
const navigate = fn();
const routerLink: RenderLink = ({ href, onClick, ...props }) => (
  <a
    href={href}
    onClick={(event) => {
      event.preventDefault();
      navigate(href);
      onClick?.(event);
    }}
    {...props}
  />
);

const meta = {
  title: "Widgets/Public/PublicHeader",
  component: PublicHeader,
  args: { links: EXAMPLE_PUBLIC_NAV, homeHref: EXAMPLE_HREFS.home, renderLink: routerLink, onMenuOpenChange: fn() },
  parameters: { layout: "fullscreen" },
  beforeEach: () => navigate.mockClear(),
} satisfies Meta<typeof PublicHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: "mobile" } };

export const Playground: Story = {};

export const Desktop: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole("navigation", { name: "Main" });
    const links = within(nav).getAllByRole("link");
    await expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Sign in", "/"],
      ["Services", "/services"],
      ["API", "/api"],
      ["Sign up", "/signup"],
    ]);
    await expect(within(nav).getByRole("link", { name: "Sign up" })).toHaveAttribute("data-slot", "public-header-cta");
    await expect(canvas.getByRole("link", { name: "Premium SMM Services" })).toHaveAttribute("href", "/");
    await expect(canvas.queryByRole("button", { name: "Menu" })).toBeNull();
  },
};

export const CurrentPage: Story = {
  args: { currentPath: "/services" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "Services" })).toHaveAttribute("aria-current", "page");
  },
};

export const MobileClosed: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByRole("navigation", { name: "Main" })).toBeNull();
  },
};

export const MobileOpen: Story = {
  globals: mobile,
  args: { defaultMenuOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(within(canvas.getByRole("navigation", { name: "Main" })).getAllByRole("link")).toHaveLength(4);
  },
};

/** Spec: choosing a link closes the mobile menu. */
export const MobileChoosingALinkCloses: Story = {
  // Not shot: its picture is MobileClosed's, byte for byte.
  parameters: { visual: { disable: true } },
  globals: mobile,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole("button", { name: "Menu" });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(canvas.getByRole("link", { name: "Services" }));
    await expect(navigate).toHaveBeenCalledWith("/services");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByRole("navigation", { name: "Main" })).toBeNull();
    await expect(args.onMenuOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const MobileKeyboard: Story = {
  // Not shot: its picture is MobileClosed's, byte for byte.
  parameters: { visual: { disable: true } },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole("button", { name: "Menu" });
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Premium SMM Services" })).toHaveFocus();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Sign in" })).toHaveFocus();
    // Escape closes the menu and puts focus back on its button.
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(toggle).toHaveAttribute("aria-expanded", "false"));
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(" ");
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Sign up" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(navigate).toHaveBeenCalledWith("/signup");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  },
};

/** A white-label panel's own name, long enough to need truncating on a phone. */
export const LongBrandName: Story = {
  globals: mobile,
  args: { brandName: "Growth Agency Reseller Services International" },
};
