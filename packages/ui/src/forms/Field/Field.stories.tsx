import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { Input } from "../Input/Input";
import { PasswordInput } from "../PasswordInput/PasswordInput";
import { Textarea } from "../Textarea/Textarea";
import { Field, FieldControl } from "./Field";

const meta = {
  title: "Forms/Field",
  component: Field,
  parameters: {
    docs: {
      description: {
        component: [
          "`Field` ties a label, one control, a hint and an error together. It generates the control's id, points the",
          "label at it, sets `aria-describedby` (hint, then error), `aria-invalid` and `data-invalid` while there is an",
          'error, and `required` / `disabled`. The error is rendered with `role="alert"` so it is announced when it appears.',
          "",
          'The kit\'s controls read the Field by themselves: `<Field label="Email"><Input /></Field>`. For any other',
          "control wrap it in `<FieldControl>`, which passes the same props to its one child. Custom controls can call",
          "`useFieldControl(props)`.",
        ].join("\n"),
      },
    },
  },
  args: {
    label: "Email",
    hint: "We send order receipts here.",
    error: "",
    required: false,
    disabled: false,
    children: <Input type="email" placeholder="you@example.com" />,
  },
  argTypes: { children: { control: false } },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Email" });
    await expect(input).toHaveAccessibleDescription("We send order receipts here.");
    await expect(input).not.toBeInvalid();
  },
};

export const WithError: Story = {
  args: { error: "Email must be a valid email", children: <Input type="email" defaultValue="jane@" /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "Email" });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAttribute("data-invalid", "true");
    await expect(input).toHaveAccessibleDescription("We send order receipts here. Email must be a valid email");
    await expect(canvas.getByRole("alert")).toHaveTextContent("Email must be a valid email");
  },
};

export const Required: Story = {
  args: { required: true, hint: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("textbox", { name: "Email" })).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: <Input defaultValue="jane@example.com" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("textbox", { name: "Email" })).toBeDisabled();
  },
};

/** The error appears on submit and is announced; fixing the value clears it. */
export const Validation: Story = {
  render: () => {
    const [value, setValue] = useState("");
    const [error, setError] = useState("");
    return (
      <form
        className="grid gap-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setError(value.length >= 3 ? "" : "Username must be at least 3 characters");
        }}
      >
        <Field label="Username" required error={error}>
          <Input value={value} onChange={(event) => setValue(event.target.value)} />
        </Field>
        <button type="submit" className="justify-self-start rounded-md bg-primary px-3 py-1.5 text-primary-foreground">
          Sign up
        </button>
      </form>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "Username" });
    await userEvent.click(input);
    await userEvent.keyboard("ab{Enter}");
    await expect(canvas.getByRole("alert")).toHaveTextContent("Username must be at least 3 characters");
    await expect(input).toBeInvalid();
    await userEvent.keyboard("c{Enter}");
    await expect(canvas.queryByRole("alert")).toBeNull();
    await expect(input).not.toBeInvalid();
  },
};

export const WithTextarea: Story = {
  args: {
    label: "Message",
    hint: "Include the order ID.",
    error: "Message is required",
    required: true,
    children: <Textarea />,
  },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole("textbox", { name: "Message" });
    await expect(textarea).toBeInvalid();
    await expect(textarea).toBeRequired();
  },
};

export const WithPasswordInput: Story = {
  args: {
    label: "Password",
    hint: "At least 6 characters, with a lowercase, an uppercase and a number.",
    children: <PasswordInput defaultValue="Secret123" />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText("Password", { selector: "input" });
    await expect(input).toHaveAccessibleDescription(
      "At least 6 characters, with a lowercase, an uppercase and a number.",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Show password" }));
    await expect(input).toHaveAttribute("type", "text");
  },
};

/** Any control: FieldControl passes the id, description and state to its child, here a native <select>. */
export const AnyControl: Story = {
  args: {
    label: "Currency",
    hint: "Prices are shown in this currency.",
    error: "Please choose a currency",
    children: (
      <FieldControl>
        <select className="h-9 rounded-md border border-input bg-background px-2 text-foreground text-sm">
          <option value="">Choose…</option>
          <option value="usd">USD</option>
          <option value="ngn">NGN</option>
        </select>
      </FieldControl>
    ),
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole("combobox", { name: "Currency" });
    await expect(select).toBeInvalid();
    await expect(select).toHaveAttribute("data-invalid", "true");
    await expect(select).toHaveAccessibleDescription("Prices are shown in this currency. Please choose a currency");
  },
};

export const LongContent: Story = {
  args: {
    label: "Profile or post URL of the public account that should receive the order",
    hint: "The account must stay public until the order completes; private accounts are canceled without refund of the delivered part.",
    error: "The link does not look like an Instagram profile or post. Check it and try again, or contact support.",
    children: <Input defaultValue="instagram.com" />,
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  args: { error: "Email is required", required: true },
};
