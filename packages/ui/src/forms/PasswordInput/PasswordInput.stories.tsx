import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { PasswordInput } from "./PasswordInput";

const meta = {
  title: "Forms/PasswordInput",
  component: PasswordInput,
  args: {
    "aria-label": "Password",
    placeholder: "Enter your password",
    defaultValue: "Secret123",
    disabled: false,
    onVisibleChange: fn(),
  },
  argTypes: { size: { control: "inline-radio", options: ["sm", "default", "lg"] } },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Hidden: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText("Password", { selector: "input" })).toHaveAttribute("type", "password");
    await expect(canvas.getByRole("button", { name: "Show password" })).toHaveAttribute("aria-pressed", "false");
  },
};

export const Shown: Story = {
  args: { defaultVisible: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: "Password" })).toHaveValue("Secret123");
    await expect(canvas.getByRole("button", { name: "Hide password" })).toHaveAttribute("aria-pressed", "true");
  },
};

export const KeyboardToggle: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText("Password", { selector: "input" });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Show password" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(input).toHaveAttribute("type", "text");
    await expect(canvas.getByRole("button", { name: "Hide password" })).toHaveAttribute("aria-pressed", "true");
    await userEvent.keyboard(" ");
    await expect(input).toHaveAttribute("type", "password");
    await expect(args.onVisibleChange).toHaveBeenNthCalledWith(1, true);
    await expect(args.onVisibleChange).toHaveBeenNthCalledWith(2, false);
  },
};

export const Empty: Story = {
  args: { defaultValue: undefined },
};

export const Invalid: Story = {
  args: { "aria-invalid": true, defaultValue: "abc" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText("Password", { selector: "input" })).toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText("Password", { selector: "input" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Show password" })).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
};
