import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Field } from "../Field/Field";
import { SearchInput } from "./SearchInput";

const meta = {
  title: "Forms/SearchInput",
  component: SearchInput,
  args: {
    "aria-label": "Search services",
    placeholder: "Search services...",
    disabled: false,
    onValueChange: fn(),
  },
  argTypes: { size: { control: "inline-radio", options: ["sm", "default", "lg"] } },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof SearchInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const searchbox = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("searchbox", { name: "Search services" });

export const Playground: Story = {};

export const Empty: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    // No clear button without text.
    await expect(within(canvasElement).queryByRole("button", { name: "Clear search" })).toBeNull();
  },
};

export const WithText: Story = {
  args: { defaultValue: "instagram followers" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Clear search" })).toBeVisible();
  },
};

export const ClearButton: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard("likes");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("likes");
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Clear search" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(searchbox(canvasElement)).toHaveValue("");
    await expect(searchbox(canvasElement)).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith("");
    await expect(canvas.queryByRole("button", { name: "Clear search" })).toBeNull();
  },
};

export const EscapeClears: Story = {
  // Not shot: its picture is ClearButton's, byte for byte.
  parameters: { visual: { disable: true } },
  args: { defaultValue: "tiktok" },
  play: async ({ args, canvasElement }) => {
    const input = searchbox(canvasElement);
    await userEvent.click(input);
    await userEvent.keyboard("{Escape}");
    await expect(input).toHaveValue("");
    await expect(input).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenCalledWith("");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "views" },
  play: async ({ canvasElement }) => {
    await expect(searchbox(canvasElement)).toBeDisabled();
    await expect(within(canvasElement).getByRole("button", { name: "Clear search" })).toBeDisabled();
  },
};

export const InField: Story = {
  args: { "aria-label": undefined },
  render: (args) => (
    <Field label="Search orders" hint="By ID, service or link.">
      <SearchInput {...args} />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("searchbox", { name: "Search orders" })).toHaveAccessibleDescription(
      "By ID, service or link.",
    );
  },
};

export const LongContent: Story = {
  args: { defaultValue: "Instagram followers real active refill 30 days instant start high quality" },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  args: { defaultValue: "youtube" },
};
