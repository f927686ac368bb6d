import { ADMIN_LOGIN_MESSAGES } from "@smm/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { toast } from "../../../feedback/Toast";
import { EXAMPLE_HREFS } from "../../../story-support/exampleRoutes";
import { AdminLoginForm } from "./AdminLoginForm";

const meta = {
  title: "Widgets/Public/AdminLoginForm",
  component: AdminLoginForm,
  args: {
    forgotPasswordHref: EXAMPLE_HREFS.adminForgotPassword,
    onSubmit: fn(async () => {}),
    onValidationError: fn(),
    pending: false,
  },
} satisfies Meta<typeof AdminLoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const credentials = { email: "ops@example.com", password: "Operator1" };
const email = (canvas: ReturnType<typeof within>) => canvas.getByLabelText("Email");
const password = (canvas: ReturnType<typeof within>) => canvas.getByLabelText("Password", { selector: "input" });

export const Playground: Story = {};

export const Empty: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(email(canvas)).toHaveAttribute("type", "email");
    await expect(password(canvas)).toHaveAttribute("type", "password");
    await expect(canvas.getByRole("link", { name: "Forgot password?" })).toHaveAttribute(
      "href",
      "/admin/forgot-password",
    );
  },
};

/** The schema's first failing message goes to `onValidationError` (the app toasts it); the fields show theirs. */
export const ValidationError: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(args.onValidationError).toHaveBeenCalledWith(ADMIN_LOGIN_MESSAGES.emailRequired));
    await expect(canvas.getByText(ADMIN_LOGIN_MESSAGES.emailRequired)).toBeVisible();
    await expect(canvas.getByText(ADMIN_LOGIN_MESSAGES.passwordRequired)).toBeVisible();

    await userEvent.type(email(canvas), "ops@example");
    await userEvent.click(canvas.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(args.onValidationError).toHaveBeenLastCalledWith(ADMIN_LOGIN_MESSAGES.emailInvalid));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Wired to the toast facade as the app does: the message appears top-right. */
export const ValidationToast: Story = {
  args: {
    onValidationError: fn((message: string) => {
      toast.error(message);
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(email(canvas), credentials.email);
    await userEvent.click(canvas.getByRole("button", { name: "Sign in" }));
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() =>
      expect(page.getAllByText(ADMIN_LOGIN_MESSAGES.passwordRequired).length).toBeGreaterThanOrEqual(2),
    );
  },
};

/** Spec §4: while submitting the inputs are disabled and the button reads 'Authenticating...'. */
export const Authenticating: Story = {
  args: { defaultValues: credentials, onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Sign in" }));
    const button = await canvas.findByRole("button", { name: "Authenticating..." });
    await expect(button).toBeDisabled();
    await expect(email(canvas)).toBeDisabled();
    await expect(password(canvas)).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Show password" })).toBeDisabled();
    await expect(args.onSubmit).toHaveBeenCalledWith(credentials);
  },
};

/** The same state, held by the `pending` prop for the screenshot. */
export const Pending: Story = {
  args: { defaultValues: credentials, pending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Authenticating..." })).toBeDisabled();
  },
};

/** A server error: the message shows, the form is usable again (the state goes back to idle). */
export const ServerError: Story = {
  args: {
    defaultValues: credentials,
    onSubmit: fn(() => Promise.reject(new Error("Invalid admin credentials"))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Sign in" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Invalid admin credentials");
    await expect(canvas.getByRole("button", { name: "Sign in" })).toBeEnabled();
    await expect(email(canvas)).toBeEnabled();
  },
};

export const ErrorFromTheApp: Story = {
  args: { error: "Network error. Please try again.", defaultValues: credentials },
};

export const KeyboardSubmit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(email(canvas)).toHaveFocus();
    await userEvent.keyboard(credentials.email);
    await userEvent.tab();
    await userEvent.keyboard(credentials.password);
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Show password" })).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(password(canvas)).toHaveAttribute("type", "text");
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Forgot password?" })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(credentials));
  },
};

/** A child panel's owner signs in with the admin username of their order (the form does not validate natively). */
export const Username: Story = {
  // Opens exactly as Playground.
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(email(canvas), "boss");
    await userEvent.type(password(canvas), "Owner1234");
    await userEvent.click(canvas.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ email: "boss", password: "Owner1234" }));
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
};
