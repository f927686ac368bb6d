import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Field } from "../Field/Field";
import { Label } from "../Label/Label";
import { RadioGroup, RadioGroupItem } from "./RadioGroup";

const speeds = [
  { value: "slow", label: "Slow (1-3 days)" },
  { value: "normal", label: "Normal (within 24 hours)" },
  { value: "instant", label: "Instant" },
];

/**
 * Presses an arrow key and releases it once focus has moved: Radix checks the radio it moves focus to only while
 * the key is still down (focus moves in a timeout), and a synthetic key press releases at once.
 */
async function pressArrow(key: "ArrowDown" | "ArrowUp" | "ArrowRight" | "ArrowLeft") {
  const from = document.activeElement;
  await userEvent.keyboard(`{${key}>}`);
  await waitFor(() => expect(document.activeElement).not.toBe(from));
  await userEvent.keyboard(`{/${key}}`);
}

const meta = {
  title: "Forms/RadioGroup",
  component: RadioGroup,
  args: { "aria-label": "Delivery speed", defaultValue: "normal", disabled: false, onValueChange: fn() },
  argTypes: { orientation: { control: "inline-radio", options: ["vertical", "horizontal"] } },
  render: (args) => (
    <RadioGroup {...args}>
      {speeds.map((speed) => (
        <div key={speed.value} className="flex items-center gap-2">
          <RadioGroupItem id={`speed-${speed.value}`} value={speed.value} />
          <Label htmlFor={`speed-${speed.value}`}>{speed.label}</Label>
        </div>
      ))}
    </RadioGroup>
  ),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ArrowKeys: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    // Tab enters the group at the checked radio; arrows move and check.
    await expect(canvas.getByRole("radio", { name: "Normal (within 24 hours)" })).toHaveFocus();
    await pressArrow("ArrowDown");
    await expect(canvas.getByRole("radio", { name: "Instant" })).toBeChecked();
    await pressArrow("ArrowDown");
    await expect(canvas.getByRole("radio", { name: "Slow (1-3 days)" })).toBeChecked();
    await pressArrow("ArrowUp");
    await expect(canvas.getByRole("radio", { name: "Instant" })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith("instant");
  },
};

export const NoneSelected: Story = {
  args: { defaultValue: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: "Slow (1-3 days)" })).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(canvas.getByRole("radio", { name: "Slow (1-3 days)" })).toBeChecked();
  },
};

export const Horizontal: Story = {
  args: { orientation: "horizontal", className: "flex flex-wrap gap-4" },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await pressArrow("ArrowRight");
    await expect(within(canvasElement).getByRole("radio", { name: "Instant" })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole("radio")) await expect(radio).toBeDisabled();
  },
};

/** In a Field the group is named by the Field's label and described by its error. */
export const InvalidInField: Story = {
  args: { "aria-label": undefined, defaultValue: undefined },
  render: (args) => (
    <Field label="Delivery speed" error="Please choose a delivery speed" required>
      <RadioGroup {...args}>
        {speeds.map((speed) => (
          <div key={speed.value} className="flex items-center gap-2">
            <RadioGroupItem id={`field-speed-${speed.value}`} value={speed.value} />
            <Label htmlFor={`field-speed-${speed.value}`}>{speed.label}</Label>
          </div>
        ))}
      </RadioGroup>
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole("radiogroup", { name: "Delivery speed" });
    await expect(group).toHaveAttribute("aria-invalid", "true");
    await expect(group).toHaveAccessibleDescription("Please choose a delivery speed");
  },
};

export const LongContent: Story = {
  render: (args) => (
    <RadioGroup {...args} className="max-w-sm">
      <div className="flex items-start gap-2">
        <RadioGroupItem id="long-a" value="normal" className="mt-0.5" />
        <Label htmlFor="long-a" className="leading-snug">
          Normal: starts within 24 hours, delivers about 1,000 per day, 30-day refill guarantee included
        </Label>
      </div>
      <div className="flex items-start gap-2">
        <RadioGroupItem id="long-b" value="instant" className="mt-0.5" />
        <Label htmlFor="long-b" className="leading-snug">
          Instant: starts within minutes, delivers up to 10,000 per day, no refill guarantee
        </Label>
      </div>
    </RadioGroup>
  ),
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
};
