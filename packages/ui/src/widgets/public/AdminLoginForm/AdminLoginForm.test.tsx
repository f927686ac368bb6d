import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { EXAMPLE_HREFS } from "../../../story-support/exampleRoutes";
import { AdminLoginForm } from "./AdminLoginForm";

describe("AdminLoginForm", () => {
  it("sends the trimmed email and the password", async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn(async () => {});
    render(<AdminLoginForm forgotPasswordHref={EXAMPLE_HREFS.adminForgotPassword} onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText("Email"), "  ops@example.com ");
    await user.type(screen.getByLabelText("Password", { selector: "input" }), "pw");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ email: "ops@example.com", password: "pw" }));
  });

  it("validates without an onValidationError callback", async () => {
    const user = userEvent.setup({ delay: null });
    render(<AdminLoginForm forgotPasswordHref={EXAMPLE_HREFS.adminForgotPassword} onSubmit={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Email is required")).toBeInTheDocument();
  });

  it("goes back to idle after a rejection: inputs enabled, the label restored", async () => {
    const user = userEvent.setup({ delay: null });
    let reject: (reason: unknown) => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((_, fail) => (reject = fail)));
    render(
      <AdminLoginForm
        forgotPasswordHref={EXAMPLE_HREFS.adminForgotPassword}
        onSubmit={onSubmit}
        defaultValues={{ email: "ops@example.com", password: "pw" }}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("button", { name: "Authenticating..." })).toBeDisabled();
    expect(screen.getByRole("form")).toHaveAttribute("aria-busy", "true");
    reject(new Error("Login failed"));
    expect(await screen.findByRole("button", { name: "Sign in" })).toBeEnabled();
    expect(screen.getByLabelText("Email")).toBeEnabled();
    expect(screen.getByRole("alert")).toHaveTextContent("Login failed");
    // The fields were disabled while signing in: the password has the focus back, selected, for the next try.
    const password = screen.getByLabelText("Password", { selector: "input" });
    await waitFor(() => expect(password).toHaveFocus());
    await user.keyboard("Admin1234");
    expect(password).toHaveValue("Admin1234");
  });

  it("renders the forgot-password link through renderLink and passes props to the card", () => {
    const { container } = render(
      <AdminLoginForm
        onSubmit={vi.fn()}
        forgotPasswordHref="/ops/reset"
        renderLink={({ href, ...props }) => <a href={`#${href}`} {...props} />}
        id="admin"
      />,
    );
    expect(screen.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "#/ops/reset");
    expect(container.querySelector('[data-slot="admin-login-form"]')).toHaveAttribute("id", "admin");
  });
});
