import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { EXAMPLE_HREFS } from "../../../story-support/exampleRoutes";
import { expectPassThrough } from "../../../test-support/expectPassThrough";
import { ForgotPasswordForm, RESET_LINK_SENT_MESSAGE } from "./ForgotPasswordForm";

describe("ForgotPasswordForm", () => {
  it("stays on the form when controlled as not sent", async () => {
    const user = userEvent.setup({ delay: null });
    const onSentChange = vi.fn();
    render(
      <ForgotPasswordForm
        backHref={EXAMPLE_HREFS.signIn}
        onSubmit={vi.fn(async () => {})}
        sent={false}
        onSentChange={onSentChange}
        defaultValues={{ email: "ada@example.com" }}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    await waitFor(() => expect(onSentChange).toHaveBeenCalledWith(true));
    expect(screen.queryByText(RESET_LINK_SENT_MESSAGE)).toBeNull();
  });

  it("falls back to its own message when the rejection has none", async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <ForgotPasswordForm
        backHref={EXAMPLE_HREFS.signIn}
        onSubmit={vi.fn().mockRejectedValue({})}
        defaultValues={{ email: "a@b.co" }}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't send the reset link. Please try again.");
  });

  it("does not name the email's owner in the confirmation", () => {
    render(<ForgotPasswordForm backHref={EXAMPLE_HREFS.signIn} onSubmit={vi.fn()} sent />);
    expect(screen.getByRole("status")).toHaveTextContent(/^Check your email.*If an account exists/);
  });

  it("passes className and extra props to the card", () => {
    const card = expectPassThrough(
      (props) => <ForgotPasswordForm backHref={EXAMPLE_HREFS.signIn} {...props} onSubmit={vi.fn()} />,
      { ref: false },
    );
    expect(card).toHaveAttribute("data-slot", "forgot-password-form");
    expect(card).toHaveAttribute("data-state", "idle");
  });
});
