import { REGISTER_MESSAGES } from "@smm/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { EXAMPLE_HREFS } from "../../../story-support/exampleRoutes";
import { SignUpForm } from "./SignUpForm";

const meta = {
  title: "Widgets/Public/SignUpForm",
  component: SignUpForm,
  args: { signInHref: EXAMPLE_HREFS.signIn, onSubmit: fn(async () => {}), pending: false },
} satisfies Meta<typeof SignUpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled = {
  username: "adalovelace",
  email: "ada@example.com",
  first_name: "Ada",
  last_name: "Lovelace",
  password: "Secret123",
  password_confirmation: "Secret123",
};

const password = (canvas: ReturnType<typeof within>) => canvas.getByLabelText("Password", { selector: "input" });
const confirm = (canvas: ReturnType<typeof within>) => canvas.getByLabelText("Confirm password", { selector: "input" });

export const Playground: Story = {};

export const Empty: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ["Username", "Email", "First name", "Last name"]) {
      await expect(canvas.getByLabelText(label)).toHaveValue("");
    }
    await expect(password(canvas)).toHaveAttribute("type", "password");
    await expect(confirm(canvas)).toHaveAttribute("type", "password");
    await expect(canvas.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/");
  },
};

export const Filled: Story = { args: { defaultValues: filled } };

/** Submitting an empty form: each field shows its own 'required' message. */
export const RequiredMessages: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Create account" }));
    for (const message of [
      REGISTER_MESSAGES.usernameRequired,
      REGISTER_MESSAGES.emailRequired,
      REGISTER_MESSAGES.firstNameRequired,
      REGISTER_MESSAGES.lastNameRequired,
      REGISTER_MESSAGES.passwordRequired,
      REGISTER_MESSAGES.confirmRequired,
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    await expect(canvas.getByLabelText("Username")).toHaveAccessibleDescription(REGISTER_MESSAGES.usernameRequired);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidValues: Story = {
  args: {
    defaultValues: {
      username: "ad",
      email: "ada.example.com",
      first_name: "A",
      last_name: "L",
      password: "secret123",
      password_confirmation: "secret12",
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Create account" }));
    for (const message of [
      REGISTER_MESSAGES.usernameMin,
      REGISTER_MESSAGES.emailInvalid,
      REGISTER_MESSAGES.firstNameMin,
      REGISTER_MESSAGES.lastNameMin,
      REGISTER_MESSAGES.passwordPattern,
      REGISTER_MESSAGES.confirmMismatch,
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    // Fixing a field clears its message as the user types.
    await userEvent.type(confirm(canvas), "3");
    await userEvent.clear(password(canvas));
    await userEvent.type(password(canvas), "Secret123");
    await waitFor(() => expect(canvas.queryByText(REGISTER_MESSAGES.passwordPattern)).toBeNull());
  },
};

export const KeyboardSubmit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByLabelText("Username")).toHaveFocus();
    await userEvent.keyboard(filled.username);
    await userEvent.tab();
    await userEvent.keyboard(filled.email);
    await userEvent.tab();
    await userEvent.keyboard(filled.first_name);
    await userEvent.tab();
    await userEvent.keyboard(filled.last_name);
    await userEvent.tab();
    await userEvent.keyboard(filled.password);
    await userEvent.tab();
    await expect(canvas.getAllByRole("button", { name: "Show password" })[0]).toHaveFocus();
    await userEvent.tab();
    await expect(confirm(canvas)).toHaveFocus();
    await userEvent.keyboard(`${filled.password_confirmation}{Enter}`);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(filled));
  },
};

export const ShowBothPasswords: Story = {
  args: { defaultValues: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second] = canvas.getAllByRole("button", { name: "Show password" });
    if (!first || !second) throw new Error("both password fields need a toggle");
    await userEvent.click(first);
    await expect(password(canvas)).toHaveAttribute("type", "text");
    await expect(confirm(canvas)).toHaveAttribute("type", "password");
    await userEvent.click(second);
    await expect(confirm(canvas)).toHaveAttribute("type", "text");
  },
};

/** A 422 answer puts each server message under its field. */
export const ServerFieldErrors: Story = {
  args: {
    defaultValues: filled,
    onSubmit: fn(async () => {
      throw Object.assign(new Error("The username has already been taken., The email has already been taken."), {
        errors: {
          username: ["The username has already been taken."],
          email: ["The email has already been taken."],
        },
      });
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Create account" }));
    await expect(await canvas.findByText("The email has already been taken.")).toBeVisible();
    await expect(canvas.getByLabelText("Username")).toHaveAccessibleDescription("The username has already been taken.");
    await expect(canvas.getByLabelText("Email")).toBeInvalid();
    await expect(canvas.getAllByRole("alert")).toHaveLength(2);
  },
};

export const ServerError: Story = {
  args: {
    defaultValues: filled,
    onSubmit: fn(() => Promise.reject(new Error("Network error. Please try again."))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Create account" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Network error. Please try again.");
  },
};

export const ErrorFromTheApp: Story = {
  args: { error: "Registration failed", defaultValues: filled },
};

export const Submitting: Story = {
  args: { defaultValues: filled, onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Create account" });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute("aria-busy", "true"));
  },
};

export const Pending: Story = { args: { pending: true, defaultValues: filled } };

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
};
