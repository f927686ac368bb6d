import { BRANDING_MESSAGES, DEFAULT_PANEL_BRAND, SITE_NAME_MESSAGE } from "@smm/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { BrandingForm } from "./BrandingForm";

/** A logo that needs no network (a green square with a white B), for the preview: the form takes only http(s). */
const LOGO =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#047857"/><text x="16" y="23" font-size="20" text-anchor="middle" fill="#fff" font-family="sans-serif">B</text></svg>',
  );

const CHILD_BRAND = {
  ...DEFAULT_PANEL_BRAND,
  name: "Boost Naija",
  logo_url: LOGO,
  primary_color: "#047857",
  radius: "0.25",
  headline: "Grow faster in Lagos",
  subheadline: "Followers and views for Nigerian creators.",
  default_currency: "USD" as const,
};

const meta = {
  title: "Widgets/Admin/BrandingForm",
  component: BrandingForm,
  args: { brand: DEFAULT_PANEL_BRAND, onSubmit: fn(async () => {}) },
} satisfies Meta<typeof BrandingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A new panel: the design system's own look; the operator names it, picks a colour and saves. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole("textbox", { name: /Panel name/ });
    await userEvent.clear(name);
    await userEvent.type(name, "Boost Naija");
    await userEvent.type(canvas.getByRole("textbox", { name: "Primary colour" }), "#047857");
    await userEvent.type(canvas.getByRole("textbox", { name: "Corner radius (rem)" }), "0.25");
    const preview = canvas.getByRole("region", { name: "Preview" });
    await expect(await within(preview).findByText("Boost Naija")).toBeVisible();
    await expect(preview.style.getPropertyValue("--primary")).toBe("#047857");
    await userEvent.click(canvas.getByRole("button", { name: "Save branding" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...DEFAULT_PANEL_BRAND,
      name: "Boost Naija",
      primary_color: "#047857",
      radius: "0.25",
    });
  },
};

/** A child panel's brand: its logo, colour and radius in the preview. */
export const Branded: Story = { args: { brand: CHILD_BRAND } };

/** Each bad value is told under its field with the server's own message, and nothing is sent. */
export const InvalidValues: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole("textbox", { name: /Panel name/ }));
    await userEvent.type(canvas.getByRole("textbox", { name: "Primary colour" }), "purple");
    await userEvent.type(canvas.getByRole("textbox", { name: "Corner radius (rem)" }), "3");
    await userEvent.type(canvas.getByRole("textbox", { name: "Logo address" }), "ftp://example.com/logo.png");
    await userEvent.click(canvas.getByRole("button", { name: "Save branding" }));
    for (const message of [
      SITE_NAME_MESSAGE,
      BRANDING_MESSAGES.primaryColor,
      BRANDING_MESSAGES.radius,
      BRANDING_MESSAGES.logoUrl,
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's field errors (`branding.radius`) land under their fields, and focus moves to the first of them. */
export const ServerErrors: Story = {
  args: {
    // An address the form accepts (the story's logo is inline data, which only the preview shows).
    brand: { ...CHILD_BRAND, logo_url: "" },
    onSubmit: fn(async () => {
      throw Object.assign(new Error("Check the highlighted fields."), {
        errors: { "branding.radius": [BRANDING_MESSAGES.radius] },
      });
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Save branding" }));
    await expect(await canvas.findByText(BRANDING_MESSAGES.radius)).toBeVisible();
    const radius = canvas.getByRole("textbox", { name: "Corner radius (rem)" });
    await expect(radius).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(radius).toHaveFocus());
  },
};

export const Mobile: Story = {
  args: { brand: CHILD_BRAND },
  globals: { viewport: { value: "mobile" } },
};
