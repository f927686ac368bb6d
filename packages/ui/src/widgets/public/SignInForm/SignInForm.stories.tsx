import { LOGIN_MESSAGES } from "@smm/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { EXAMPLE_HREFS } from "../../../story-support/exampleRoutes";
import { SignInForm } from "./SignInForm";

const meta = {
  title: "Widgets/Public/SignInForm",
  component: SignInForm,
  args: {
    forgotPasswordHref: EXAMPLE_HREFS.forgotPassword,
    signUpHref: EXAMPLE_HREFS.signUp,
    onSubmit: fn(async () => {}),
    pending: false,
  },
} satisfies Meta<typeof SignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvasElement: HTMLElement) => within(canvasElement).getByRole("form", { name: "Sign in" });

export const Playground: Story = {};

export const Empty: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(form(canvasElement));
    await expect(canvas.getByLabelText("Email or Username")).toHaveValue("");
    await expect(canvas.getByLabelText("Password", { selector: "input" })).toHaveAttribute("type", "password");
    await expect(canvas.getByRole("checkbox", { name: "Remember me" })).not.toBeChecked();
    await expect(canvas.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/forgot-password");
    await expect(within(canvasElement).getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/signup");
  },
};

export const Filled: Story = {
  args: { defaultValues: { login: "ada.lovelace", password: "Secret123", remember: true } },
};

/** Spec §5: only the first error is shown, and the next one appears once the first is fixed. */
export const OnlyTheFirstError: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Sign in" }));
    await expect(await canvas.findByText(LOGIN_MESSAGES.loginRequired)).toBeVisible();
    await expect(canvas.queryByText(LOGIN_MESSAGES.passwordRequired)).toBeNull();
    await expect(canvas.getAllByRole("alert")).toHaveLength(1);

    const login = canvas.getByLabelText("Email or Username");
    await expect(login).toBeInvalid();
    await userEvent.type(login, "ad");
    await expect(await canvas.findByText(LOGIN_MESSAGES.loginMin)).toBeVisible();
    await userEvent.type(login, "a");
    await expect(await canvas.findByText(LOGIN_MESSAGES.passwordRequired)).toBeVisible();
    await expect(login).toBeValid();

    await userEvent.type(canvas.getByLabelText("Password", { selector: "input" }), "secret");
    await expect(await canvas.findByText(LOGIN_MESSAGES.passwordPattern)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const KeyboardSubmit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByLabelText("Email or Username")).toHaveFocus();
    await userEvent.keyboard("ada@example.com");
    await userEvent.tab();
    await userEvent.keyboard("Secret123");
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Show password" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByLabelText("Password", { selector: "input" })).toHaveAttribute("type", "text");
    await userEvent.tab();
    await expect(canvas.getByRole("checkbox", { name: "Remember me" })).toHaveFocus();
    await userEvent.keyboard(" ");
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Forgot password?" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Sign in" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ login: "ada@example.com", password: "Secret123", remember: true }),
    );
  },
};

/** A rejected submit shows the server's message (the api-client has applied spec §8's fallbacks already). */
export const ServerError: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new Error("These credentials do not match our records.");
    }),
    defaultValues: { login: "ada.lovelace", password: "Secret123" },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Sign in" }));
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("These credentials do not match our records.");
    await expect(canvas.getByRole("button", { name: "Sign in" })).toBeEnabled();
  },
};

/** A rejection with no message falls back to the spec's 'Login failed'. */
export const UnknownServerError: Story = {
  args: {
    onSubmit: fn(() => Promise.reject(new Error(""))),
    defaultValues: { login: "ada.lovelace", password: "Secret123" },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Sign in" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Login failed");
  },
};

export const ErrorFromTheApp: Story = {
  args: { error: "Network error. Please try again." },
};

export const Submitting: Story = {
  args: {
    onSubmit: fn(() => new Promise<void>(() => {})),
    defaultValues: { login: "ada.lovelace", password: "Secret123" },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole("button", { name: "Sign in" });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute("aria-busy", "true"));
    // Ignores presses, but keeps the focus of whoever submitted.
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await expect(button).toHaveFocus();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Busy after success while the app navigates: the static state for the screenshot. */
export const Pending: Story = {
  args: { pending: true, defaultValues: { login: "ada.lovelace", password: "Secret123" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Sign in" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  },
};

export const LongContent: Story = {
  args: {
    title: "Sign in to your reseller account",
    error:
      "Your account has been temporarily limited after several failed attempts. Wait a few minutes, then try again or reset your password.",
    defaultValues: { login: "a.very.long.username.for.a.reseller.agency@example-agency-domain.com" },
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
};
