import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Textarea } from "./Textarea";

const meta = {
  title: "Forms/Textarea",
  component: Textarea,
  args: {
    "aria-label": "Message",
    placeholder: "Describe the problem with your order",
    disabled: false,
    onChange: fn(),
  },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole("textbox", { name: "Message" });
    await userEvent.tab();
    await expect(textarea).toHaveFocus();
    await userEvent.keyboard("Order 1042{Enter}speed up please");
    await expect(textarea).toHaveValue("Order 1042\nspeed up please");
  },
};

export const Invalid: Story = {
  args: { "aria-invalid": true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("textbox", { name: "Message" })).toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "This ticket is closed." },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("textbox", { name: "Message" })).toBeDisabled();
  },
};

export const LongContent: Story = {
  args: {
    defaultValue:
      "Hello, my order #10423 for 5,000 Instagram followers started two days ago but the counter has not moved since yesterday morning.\n\nCould you please check whether the service is still running and, if not, refill or cancel the remaining part?\n\nThe profile is public and I have not changed the username.\n\nThanks!",
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
};
