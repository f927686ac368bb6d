import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Input } from "../Input/Input";
import { Label } from "./Label";

const meta = {
  title: "Forms/Label",
  component: Label,
  args: { children: "Profile / post URL" },
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithControl: Story = {
  render: (args) => (
    <div className="grid max-w-sm gap-2">
      <Label {...args} htmlFor="label-link" />
      <Input id="label-link" placeholder="https://instagram.com/p/..." />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Clicking the label focuses its control.
    await userEvent.click(canvas.getByText("Profile / post URL"));
    await expect(canvas.getByRole("textbox", { name: "Profile / post URL" })).toHaveFocus();
  },
};

export const DisabledControl: Story = {
  render: (args) => (
    <div className="grid max-w-sm gap-2">
      <Input id="label-disabled" className="peer order-2" disabled defaultValue="Locked" />
      <Label {...args} htmlFor="label-disabled" className="order-1" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("textbox", { name: "Profile / post URL" })).toBeDisabled();
  },
};

export const LongContent: Story = {
  args: {
    children:
      "Link to the public Instagram profile or post that should receive the followers, likes or views you are ordering",
    className: "max-w-sm leading-snug",
  },
};
