import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "./Accordion";

const faq = [
  {
    value: "purpose",
    question: "What is an SMM panel?",
    answer: "A shop for social media services: followers, likes, views and more, delivered to the link you give.",
  },
  {
    value: "services",
    question: "Which services can I order?",
    answer: "Followers, likes, views, comments and subscribers for Instagram, TikTok, YouTube, X and other platforms.",
  },
  {
    value: "safety",
    question: "Is it safe for my account?",
    answer: "We never ask for your password. Orders only need a public link to the profile or post.",
  },
  {
    value: "mass",
    question: "Can I place many orders at once?",
    answer: "Yes: Mass Order takes one order per line as service ID, link and quantity.",
  },
  {
    value: "drip-feed",
    question: "What is drip-feed?",
    answer: "It splits one order into runs spread over time, so growth looks natural.",
  },
];

function FaqItems() {
  return faq.map((item) => (
    <AccordionItem key={item.value} value={item.value}>
      <AccordionTrigger>{item.question}</AccordionTrigger>
      <AccordionContent>{item.answer}</AccordionContent>
    </AccordionItem>
  ));
}

const meta = {
  title: "Primitives/Accordion",
  component: Accordion,
  args: { type: "single", collapsible: true },
  argTypes: { type: { control: "inline-radio", options: ["single", "multiple"] } },
  render: (args) => (
    <Accordion {...args} className="max-w-xl">
      <FaqItems />
    </Accordion>
  ),
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SingleKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole("button", { name: "What is an SMM panel?" });
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByRole("region", { name: "What is an SMM panel?" })).toBeVisible();
    await userEvent.keyboard("{ArrowDown}");
    const second = canvas.getByRole("button", { name: "Which services can I order?" });
    await expect(second).toHaveFocus();
    await userEvent.keyboard(" ");
    // Single: opening one closes the other.
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    // Collapsible: the open one closes again.
    await userEvent.keyboard(" ");
    await expect(second).toHaveAttribute("aria-expanded", "false");
    await userEvent.keyboard("{End}");
    await expect(canvas.getByRole("button", { name: "What is drip-feed?" })).toHaveFocus();
    await userEvent.keyboard("{Home}");
    await expect(first).toHaveFocus();
  },
};

export const Multiple: Story = {
  // `collapsible` belongs to type="single" only, so this story renders without the meta's args.
  render: () => (
    <Accordion type="multiple" defaultValue={["purpose", "safety"]} className="max-w-xl">
      <FaqItems />
    </Accordion>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const expanded = () => canvas.getAllByRole("button", { expanded: true }).map((button) => button.textContent);
    await expect(expanded()).toEqual(["What is an SMM panel?", "Is it safe for my account?"]);
    canvas.getByRole("button", { name: "What is drip-feed?" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(expanded()).toHaveLength(3);
    await userEvent.keyboard(" ");
    await expect(expanded()).toHaveLength(2);
  },
};

export const DefaultOpen: Story = {
  args: { type: "single", defaultValue: "drip-feed" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/splits one order into runs/)).toBeVisible();
  },
};

export const Disabled: Story = {
  render: (args) => (
    <Accordion {...args} className="max-w-xl">
      <AccordionItem value="a">
        <AccordionTrigger>Available now</AccordionTrigger>
        <AccordionContent>Open.</AccordionContent>
      </AccordionItem>
      <AccordionItem value="b" disabled>
        <AccordionTrigger>Coming soon</AccordionTrigger>
        <AccordionContent>Not yet.</AccordionContent>
      </AccordionItem>
    </Accordion>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Coming soon" })).toBeDisabled();
  },
};

export const HeadingLevel: Story = {
  render: (args) => (
    <Accordion {...args} className="max-w-xl">
      <AccordionItem value="a">
        <AccordionTrigger headingLevel={2}>What is an SMM panel?</AccordionTrigger>
        <AccordionContent>{faq[0]?.answer}</AccordionContent>
      </AccordionItem>
    </Accordion>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 2 })).toHaveTextContent("What is an SMM panel?");
  },
};

export const LongContent: Story = {
  args: { type: "single", defaultValue: "long" },
  render: (args) => (
    <Accordion {...args} className="max-w-xl">
      <AccordionItem value="long">
        <AccordionTrigger>
          What happens if my order is partially completed, the link changes, or the account becomes private during
          delivery?
        </AccordionTrigger>
        <AccordionContent>
          The order is marked Partial and the undelivered quantity is refunded to your balance automatically. Keep the
          account public and the link unchanged until the order completes; changes during delivery cannot be reversed.
          Open a support ticket with the order ID if the refund does not appear within 24 hours.
        </AccordionContent>
      </AccordionItem>
    </Accordion>
  ),
};

export const Mobile: Story = {
  args: { type: "single", defaultValue: "mass" },
  globals: { viewport: { value: "mobile" } },
};
