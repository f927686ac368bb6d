import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Field } from "../Field/Field";
import { Label } from "../Label/Label";
import { Checkbox } from "./Checkbox";

const meta = {
  title: "Forms/Checkbox",
  component: Checkbox,
  args: { disabled: false, onCheckedChange: fn() },
  argTypes: { checked: { control: "inline-radio", options: [true, false, "indeterminate"] } },
  render: (args) => (
    <div className="flex items-center gap-2">
      <Checkbox id="remember" {...args} />
      <Label htmlFor="remember">Remember me</Label>
    </div>
  ),
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Unchecked: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("checkbox", { name: "Remember me" })).not.toBeChecked();
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("checkbox", { name: "Remember me" })).toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { checked: "indeterminate" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("checkbox", { name: "Remember me" })).toBePartiallyChecked();
  },
};

export const KeyboardToggle: Story = {
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole("checkbox", { name: "Remember me" });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(" ");
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenNthCalledWith(1, true);
    await expect(args.onCheckedChange).toHaveBeenNthCalledWith(2, false);
  },
};

export const LabelClick: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText("Remember me"));
    await expect(canvas.getByRole("checkbox", { name: "Remember me" })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole("checkbox", { name: "Remember me" });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(checkbox, { pointerEventsCheck: 0 });
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

/** In a horizontal Field: the box comes first, the error is announced and describes it. */
export const InvalidInField: Story = {
  render: (args) => (
    <Field label="I accept the terms of service" orientation="horizontal" required error="You must accept the terms">
      <Checkbox {...args} />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole("checkbox", { name: "I accept the terms of service" });
    await expect(checkbox).toHaveAttribute("aria-invalid", "true");
    await expect(checkbox).toHaveAccessibleDescription("You must accept the terms");
  },
};

export const LongContent: Story = {
  render: (args) => (
    <div className="flex max-w-sm items-start gap-2">
      <Checkbox id="long" className="mt-0.5" {...args} />
      <Label htmlFor="long" className="leading-snug">
        Send me an email when an order completes, is partially delivered, or is canceled and refunded to my balance
      </Label>
    </div>
  ),
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
};
