import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Badge } from "../Badge";
import { KeyValueItem, KeyValueList } from "./KeyValue";

const meta = {
  title: "Primitives/KeyValue",
  component: KeyValueList,
  args: { orientation: "horizontal", className: "max-w-md" },
  argTypes: { orientation: { control: "inline-radio", options: ["horizontal", "stacked"] } },
  render: (args) => (
    <KeyValueList {...args}>
      <KeyValueItem label="Order ID">1042</KeyValueItem>
      <KeyValueItem label="Service">Instagram Followers [Real]</KeyValueItem>
      <KeyValueItem label="Quantity">10,000</KeyValueItem>
      <KeyValueItem label="Charge">₦4,500.00</KeyValueItem>
      <KeyValueItem label="Status">
        <Badge variant="info">In progress</Badge>
      </KeyValueItem>
    </KeyValueList>
  ),
} satisfies Meta<typeof KeyValueList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Horizontal: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("term")[0]).toHaveTextContent("Order ID");
    await expect(canvas.getAllByRole("definition")[1]).toHaveTextContent("Instagram Followers [Real]");
    // Side by side: the value starts to the right of its label.
    const label = canvas.getByText("Charge");
    const value = canvas.getByText("₦4,500.00");
    await expect(value.getBoundingClientRect().left).toBeGreaterThan(label.getBoundingClientRect().right);
  },
};

export const Stacked: Story = {
  args: { orientation: "stacked" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const label = canvas.getByText("Charge");
    const value = canvas.getByText("₦4,500.00");
    await expect(value.getBoundingClientRect().top).toBeGreaterThanOrEqual(label.getBoundingClientRect().bottom);
  },
};

export const LongContent: Story = {
  render: (args) => (
    <KeyValueList {...args}>
      <KeyValueItem label="Link">
        https://www.instagram.com/p/C1a2b3c4d5e6f7g8h9i0j_a_very_long_post_identifier_that_must_wrap/
      </KeyValueItem>
      <KeyValueItem label="Service">
        Instagram Followers [Real, High Quality, 30-day refill, instant start, up to 100K per day]
      </KeyValueItem>
      <KeyValueItem label="Start count">—</KeyValueItem>
    </KeyValueList>
  ),
};

export const Mobile: Story = {
  args: { orientation: "stacked", className: "w-full" },
  globals: { viewport: { value: "mobile" } },
};
