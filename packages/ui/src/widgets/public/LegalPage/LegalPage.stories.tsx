import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { LegalPage } from "./LegalPage";

const TERMS = `These terms apply to every order placed on Boost Naija.

Orders start once paid. A service's delivery time is an estimate, not a promise.
Refills are offered only on services marked Refill.

Accounts used for fraud, chargebacks or abuse of our support team may be limited or closed.

Questions? Open a ticket from your dashboard.`;

const meta = {
  title: "Widgets/Public/LegalPage",
  component: LegalPage,
  parameters: { layout: "fullscreen" },
  args: { title: "Terms of service", body: TERMS },
} satisfies Meta<typeof LegalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The operator's text: a blank line starts a paragraph, a single line break stays a break. */
export const Default: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement).getByRole("article", { name: "Terms of service" });
    await expect(within(page).getByRole("heading", { level: 1 })).toHaveTextContent("Terms of service");
    await expect(page.querySelectorAll("p")).toHaveLength(4);
  },
};

/** Markup is shown as typed: the text is plain, never HTML. */
export const PlainTextOnly: Story = {
  args: { title: "Privacy policy", body: "We keep <b>no</b> card numbers.\n\n<script>alert(1)</script> stays text." },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement).getByRole("article", { name: "Privacy policy" });
    await expect(within(page).getByText("We keep <b>no</b> card numbers.")).toBeVisible();
    await expect(page.querySelector("b, script")).toBeNull();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Loading terms of service")).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { error: "Network error. Please try again.", onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Could not load the terms of service")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile" } } };
