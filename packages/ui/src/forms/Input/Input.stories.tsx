import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Input } from "./Input";

const meta = {
  title: "Forms/Input",
  component: Input,
  args: {
    "aria-label": "Quantity",
    placeholder: "Enter quantity",
    size: "default",
    disabled: false,
    onChange: fn(),
  },
  argTypes: {
    size: { control: "inline-radio", options: ["sm", "default", "lg"] },
    type: { control: "select", options: ["text", "email", "number", "url", "tel"] },
  },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <div className="grid gap-3">
      <Input {...args} size="sm" aria-label="Small" placeholder="Small" />
      <Input {...args} size="default" aria-label="Default" placeholder="Default" />
      <Input {...args} size="lg" aria-label="Large" placeholder="Large" />
    </div>
  ),
};

export const Typing: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Quantity" });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard("1000");
    await expect(input).toHaveValue("1000");
    await expect(args.onChange).toHaveBeenCalledTimes(4);
  },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole("textbox")).toHaveFocus();
  },
};

export const WithValue: Story = {
  args: { defaultValue: "https://instagram.com/smm.panel", "aria-label": "Profile URL", type: "url" },
};

export const Invalid: Story = {
  args: { "aria-invalid": true, defaultValue: "abc" },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Quantity" });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAttribute("data-invalid", "true");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "500" },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Quantity" });
    await expect(input).toBeDisabled();
    await userEvent.type(input, "1", { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  args: {
    "aria-label": "Profile URL",
    defaultValue: "https://www.instagram.com/p/C4x9Zq1LmNo/?utm_source=ig_web_copy_link&igsh=MzRlODBiNWFlZA==",
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
};
