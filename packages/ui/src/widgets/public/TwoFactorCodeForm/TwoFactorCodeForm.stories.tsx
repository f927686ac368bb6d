import { TWO_FACTOR_MESSAGES } from "@smm/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { TwoFactorCodeForm } from "./TwoFactorCodeForm";

const meta = {
  title: "Widgets/Public/TwoFactorCodeForm",
  component: TwoFactorCodeForm,
  args: { onSubmit: fn(async () => {}), onBack: fn(), pending: false },
} satisfies Meta<typeof TwoFactorCodeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const code = (canvas: ReturnType<typeof within>) => canvas.getByLabelText("Authentication code");

export const Playground: Story = {};

/** The code as an authenticator app shows it ("123 456") reaches `onSubmit` as six digits; Enter submits. */
export const EntersACode: Story = {
  // Not shot: after its play it is Playground with a code typed in.
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(code(canvas)).toHaveAttribute("autocomplete", "one-time-code");
    await userEvent.type(code(canvas), "123 456{Enter}");
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith("123456"));
  },
};

/** A recovery code works too, in capitals or not. */
export const RecoveryCode: Story = {
  // Not shot: after its play it is Playground with a code typed in.
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(code(canvas), "ABCDE-FGH23");
    await userEvent.click(canvas.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith("abcdefgh23"));
  },
};

export const EmptyOrShort: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Verify" }));
    await expect(await canvas.findByText(TWO_FACTOR_MESSAGES.codeRequired)).toBeVisible();
    await userEvent.type(code(canvas), "12345{Enter}");
    await expect(await canvas.findByText(TWO_FACTOR_MESSAGES.codeFormat)).toBeVisible();
    await expect(code(canvas)).toHaveAttribute("aria-invalid", "true");
    // The refused field has the focus back for the next try (waited for: the screenshot comes after play).
    await waitFor(() => expect(code(canvas)).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A wrong or expired code: the server's message shows and the form is usable again. */
export const WrongCode: Story = {
  // Refused after a moment, as the server does: the form is busy (its field disabled) in between.
  args: {
    onSubmit: fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      throw new Error(TWO_FACTOR_MESSAGES.codeWrong);
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(code(canvas), "000000{Enter}");
    await expect(await canvas.findByRole("alert")).toHaveTextContent(TWO_FACTOR_MESSAGES.codeWrong);
    await expect(canvas.getByRole("button", { name: "Verify" })).toBeEnabled();
    // The field was disabled while the code was checked: it has the focus back for the next try.
    await waitFor(() => expect(code(canvas)).toHaveFocus());
  },
};

export const Verifying: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Verifying..." })).toBeDisabled();
    await expect(code(canvas)).toBeDisabled();
  },
};

export const Back: Story = {
  // Not shot: after its play it looks as Playground does.
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Back to sign in" }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Verify" })).toBeVisible();
  },
};
