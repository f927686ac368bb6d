import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { SAMPLE_STOREFRONT } from "../shared/sampleStorefront";
import { Faq } from "./Faq";

// The operator's questions (Settings → Storefront): no loading or error state; with no items the section is left out.
const meta = {
  title: "Widgets/Public/Faq",
  component: Faq,
  parameters: { layout: "fullscreen" },
  args: {
    items: [
      ...SAMPLE_STOREFRONT.faq,
      { question: "Can I place many orders at once?", answer: "Yes: up to 100 orders per submission on Mass Order." },
      { question: "What is drip-feed?", answer: "One order split into smaller runs delivered over time." },
    ],
  },
} satisfies Meta<typeof Faq>;

export default meta;
type Story = StoryObj<typeof meta>;

const questions = [
  "Do you need my password?",
  "How do refills work?",
  "Can I place many orders at once?",
  "What is drip-feed?",
];

export const Playground: Story = {};

export const Collapsed: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "Frequently asked questions" });
    const triggers = within(region).getAllByRole("button");
    await expect(triggers.map((trigger) => trigger.textContent)).toEqual(questions);
    for (const trigger of triggers) await expect(trigger).toHaveAttribute("aria-expanded", "false");
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: questions[0] })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    const massOrders = canvas.getByRole("button", { name: questions[2] });
    await expect(massOrders).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(massOrders).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByText(/up to 100 orders per submission/)).toBeVisible();
    // One answer at a time: opening drip-feed closes mass orders.
    await userEvent.keyboard("{ArrowDown} ");
    await expect(canvas.getByRole("button", { name: questions[3] })).toHaveAttribute("aria-expanded", "true");
    await expect(massOrders).toHaveAttribute("aria-expanded", "false");
    await userEvent.keyboard(" ");
    await expect(canvas.getByRole("button", { name: questions[3] })).toHaveAttribute("aria-expanded", "false");
  },
};

export const OneOpen: Story = {
  args: { defaultOpenIndex: 1 },
  play: async ({ canvasElement }) => {
    // A blank line in the operator's answer starts a new paragraph.
    await expect(within(canvasElement).getByText("Services marked Refill are topped up if they drop.")).toBeVisible();
    await expect(within(canvasElement).getByText(/Open a ticket with the order ID/)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { visual: { disable: true } }, // renders nothing, so there is no picture to compare
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("region", { name: "Frequently asked questions" })).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  args: { defaultOpenIndex: 1 },
};
