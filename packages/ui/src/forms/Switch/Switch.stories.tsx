import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Field } from "../Field/Field";
import { Label } from "../Label/Label";
import { Switch } from "./Switch";

const meta = {
  title: "Forms/Switch",
  component: Switch,
  args: { disabled: false, onCheckedChange: fn() },
  render: (args) => (
    <div className="flex items-center gap-2">
      <Switch id="notify" {...args} />
      <Label htmlFor="notify">Email notifications</Label>
    </div>
  ),
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Off: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("switch", { name: "Email notifications" })).not.toBeChecked();
  },
};

export const On: Story = {
  args: { defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("switch", { name: "Email notifications" })).toBeChecked();
  },
};

export const KeyboardToggle: Story = {
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole("switch", { name: "Email notifications" });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(toggle).toBeChecked();
    await userEvent.keyboard("{Enter}");
    await expect(toggle).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole("switch", { name: "Email notifications" });
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const InField: Story = {
  render: (args) => (
    <Field label="Auto-refill" orientation="horizontal" hint="Refill drops automatically for 30 days.">
      <Switch {...args} />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("switch", { name: "Auto-refill" })).toHaveAccessibleDescription(
      "Refill drops automatically for 30 days.",
    );
  },
};

export const Invalid: Story = {
  args: { "aria-invalid": true },
};

export const LongContent: Story = {
  render: (args) => (
    <div className="flex max-w-sm items-start gap-2">
      <Switch id="long" {...args} />
      <Label htmlFor="long" className="leading-snug">
        Pause all running orders while my balance is below the minimum charge of the selected services
      </Label>
    </div>
  ),
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
};
