import { ADMIN_LOGIN_MESSAGES } from "@smm/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { EXAMPLE_HREFS } from "../../../story-support/exampleRoutes";
import { ForgotPasswordForm, RESET_LINK_SENT_MESSAGE } from "./ForgotPasswordForm";

const meta = {
  title: "Widgets/Public/ForgotPasswordForm",
  component: ForgotPasswordForm,
  args: { backHref: EXAMPLE_HREFS.signIn, onSubmit: fn(async () => {}), onSentChange: fn() },
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Empty: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText("Email")).toHaveAttribute("type", "email");
    await expect(canvas.getByRole("link", { name: "Back to sign in" })).toHaveAttribute("href", "/");
  },
};

export const Invalid: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Send reset link" }));
    await expect(await canvas.findByText(ADMIN_LOGIN_MESSAGES.emailRequired)).toBeVisible();
    await userEvent.type(canvas.getByLabelText("Email"), "ada.example.com");
    await expect(await canvas.findByText(ADMIN_LOGIN_MESSAGES.emailInvalid)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Keyboard: type, Enter, the confirmation; then back to the form with the email kept. */
export const RequestAndConfirm: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard("ada@example.com{Enter}");
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ email: "ada@example.com" }));
    await expect(await canvas.findByText(RESET_LINK_SENT_MESSAGE)).toBeVisible();
    await expect(args.onSentChange).toHaveBeenCalledWith(true);
    const again = canvas.getByRole("button", { name: "Use a different email" });
    await userEvent.tab();
    await expect(again).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByLabelText("Email")).toHaveValue("ada@example.com");
  },
};

export const Sent: Story = {
  args: { sent: true },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole("status");
    await expect(status).toHaveTextContent(RESET_LINK_SENT_MESSAGE);
  },
};

export const Submitting: Story = {
  args: { defaultValues: { email: "ada@example.com" }, onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Send reset link" });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute("aria-busy", "true"));
  },
};

export const ServerError: Story = {
  args: {
    defaultValues: { email: "ada@example.com" },
    onSubmit: fn(() => Promise.reject(new Error("Too many requests. Please wait a minute."))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Send reset link" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Too many requests. Please wait a minute.");
    await expect(canvas.queryByText(RESET_LINK_SENT_MESSAGE)).toBeNull();
  },
};

export const ErrorFromTheApp: Story = {
  args: { error: "Network error. Please try again.", defaultValues: { email: "ada@example.com" } },
};

export const ForOperators: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  args: { backHref: EXAMPLE_HREFS.adminLogin },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "Back to sign in" })).toHaveAttribute(
      "href",
      "/admin/login",
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
};
