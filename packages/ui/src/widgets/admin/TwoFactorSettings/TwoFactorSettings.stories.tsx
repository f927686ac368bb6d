import { ADMIN_LOGIN_MESSAGES, TWO_FACTOR_MESSAGES } from "@smm/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { TwoFactorSettings } from "./TwoFactorSettings";
import { exampleRecoveryCodes, exampleSetup } from "./twoFactorFixtures";

const meta = {
  title: "Widgets/Admin/TwoFactorSettings",
  component: TwoFactorSettings,
  args: {
    status: { enabled: false, recoveryCodesLeft: 0 },
    onStart: fn(),
    onCancelSetup: fn(),
    onEnable: fn(async () => {}),
    onReplaceRecoveryCodes: fn(async () => {}),
    onDisable: fn(async () => {}),
    onRecoveryCodesSaved: fn(),
  },
} satisfies Meta<typeof TwoFactorSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off: one button starts the setup. */
export const Off: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Off")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Set up two-factor sign-in" }));
    await expect(args.onStart).toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { status: undefined } };

/** The QR code and the key to type; the password again and a code from the app turn it on. */
export const Setup: Story = {
  args: { setup: exampleSetup },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("img", { name: "QR code for your authenticator app" })).toHaveAttribute(
      "src",
      exampleSetup.qrCode,
    );
    await expect(canvas.getByText("JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Copy key" })).toBeEnabled();
    const password = canvas.getByLabelText(/^Password/);
    await expect(password).toHaveAttribute("autocomplete", "current-password");
    await userEvent.type(password, "Admin123");
    await userEvent.type(canvas.getByRole("textbox", { name: /Code from the app/ }), "123456");
    await userEvent.click(canvas.getByRole("button", { name: "Turn on" }));
    await waitFor(() => expect(args.onEnable).toHaveBeenCalledWith({ password: "Admin123", code: "123456" }));
  },
};

/** A wrong code: the server's message under the field, nothing turned on. */
export const SetupWrongCode: Story = {
  // Opens as Setup does.
  parameters: { visual: { disable: true } },
  args: {
    setup: exampleSetup,
    onEnable: fn(() =>
      Promise.reject(
        Object.assign(new Error("The given data was invalid."), { errors: { code: [TWO_FACTOR_MESSAGES.codeWrong] } }),
      ),
    ),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Password/), "Admin123");
    await userEvent.type(canvas.getByRole("textbox", { name: /Code from the app/ }), "000000{Enter}");
    await expect(await canvas.findByText(TWO_FACTOR_MESSAGES.codeWrong)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Cancel" }));
    await expect(args.onCancelSetup).toHaveBeenCalled();
  },
};

/** Both fields are required: nothing is sent without the password. */
export const SetupPasswordRequired: Story = {
  // Opens as Setup does.
  parameters: { visual: { disable: true } },
  args: { setup: exampleSetup },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: /Code from the app/ }), "123456{Enter}");
    await expect(await canvas.findByText(ADMIN_LOGIN_MESSAGES.passwordRequired)).toBeVisible();
    await expect(args.onEnable).not.toHaveBeenCalled();
  },
};

/** A wrong password: the server's message under the password field, nothing turned on. */
export const SetupWrongPassword: Story = {
  // Opens as Setup does.
  parameters: { visual: { disable: true } },
  args: {
    setup: exampleSetup,
    onEnable: fn(() =>
      Promise.reject(
        Object.assign(new Error("The given data was invalid."), {
          errors: { password: [TWO_FACTOR_MESSAGES.passwordWrong] },
        }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Password/), "not-it");
    await userEvent.type(canvas.getByRole("textbox", { name: /Code from the app/ }), "123456{Enter}");
    await expect(await canvas.findByText(TWO_FACTOR_MESSAGES.passwordWrong)).toBeVisible();
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute("aria-invalid", "true");
  },
};

/** Shown once, right after it is turned on. */
export const RecoveryCodes: Story = {
  args: { status: { enabled: true, recoveryCodesLeft: 10 }, recoveryCodes: exampleRecoveryCodes },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole("list", { name: "Recovery codes" });
    await expect(within(list).getAllByRole("listitem")).toHaveLength(10);
    await expect(canvas.getByRole("button", { name: "Copy recovery codes" })).toBeEnabled();
    await userEvent.click(canvas.getByRole("button", { name: "I saved them" }));
    await expect(args.onRecoveryCodesSaved).toHaveBeenCalled();
  },
};

/** On: codes left, new codes with a current code, off with a code or the password. */
export const On: Story = {
  args: { status: { enabled: true, recoveryCodesLeft: 7 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("On")).toBeVisible();
    await expect(canvas.getByText(/Recovery codes left/)).toHaveTextContent("Recovery codes left: 7 of 10");
    const replace = within(canvas.getByRole("form", { name: "New recovery codes" }));
    await userEvent.type(replace.getByRole("textbox", { name: /Current code/ }), "654321");
    await userEvent.click(replace.getByRole("button", { name: "Get new codes" }));
    await waitFor(() => expect(args.onReplaceRecoveryCodes).toHaveBeenCalledWith("654321"));

    const off = within(canvas.getByRole("form", { name: "Turn off" }));
    await userEvent.type(off.getByLabelText(/Or your password/), "Admin123");
    await userEvent.click(off.getByRole("button", { name: "Turn off two-factor sign-in" }));
    await waitFor(() => expect(args.onDisable).toHaveBeenCalledWith({ password: "Admin123" }));
  },
};

export const SetupMobile: Story = {
  args: { setup: exampleSetup },
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/^Password/)).toBeVisible();
    await expect(within(canvasElement).getByRole("button", { name: "Turn on" })).toBeVisible();
  },
};

export const OnMobile: Story = {
  args: { status: { enabled: true, recoveryCodesLeft: 7 } },
  globals: { viewport: { value: "mobile" } },
};
