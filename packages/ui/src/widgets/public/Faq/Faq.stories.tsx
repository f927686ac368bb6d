import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Faq } from "./Faq";

// Static content: no loading or error state; with no items the section is left out.
const meta = {
  title: "Widgets/Public/Faq",
  component: Faq,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof Faq>;

export default meta;
type Story = StoryObj<typeof meta>;

const questions = [
  "What is an SMM panel, and who is it for?",
  "Which services can I buy?",
  "Is it safe for my account?",
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
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    const massOrders = canvas.getByRole("button", { name: questions[3] });
    await expect(massOrders).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(massOrders).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByText(/up to 100 orders per submission/)).toBeVisible();
    // One answer at a time: opening drip-feed closes mass orders.
    await userEvent.keyboard("{ArrowDown} ");
    await expect(canvas.getByRole("button", { name: questions[4] })).toHaveAttribute("aria-expanded", "true");
    await expect(massOrders).toHaveAttribute("aria-expanded", "false");
    await userEvent.keyboard(" ");
    await expect(canvas.getByRole("button", { name: questions[4] })).toHaveAttribute("aria-expanded", "false");
  },
};

export const OneOpen: Story = {
  args: { defaultOpenId: "safety" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/We never ask for your password/)).toBeVisible();
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
  args: { defaultOpenId: "mass-orders" },
};
