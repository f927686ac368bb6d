import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { EXAMPLE_HREFS } from "../../../story-support/exampleRoutes";
import { expectPassThrough } from "../../../test-support/expectPassThrough";
import { SignInForm } from "./SignInForm";

// jsdom has no ResizeObserver; Radix's checkbox measures its hidden form input with it. No test here needs sizes.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

describe("SignInForm", () => {
  it("renders links through renderLink with the given hrefs", () => {
    const renderLink = vi.fn(({ href, children, ...props }) => (
      <a data-router="yes" href={`#${href}`} {...props}>
        {children}
      </a>
    ));
    render(<SignInForm onSubmit={vi.fn()} renderLink={renderLink} forgotPasswordHref="/reset" signUpHref="/join" />);
    expect(screen.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "#/reset");
    expect(screen.getByRole("link", { name: "Sign up" })).toHaveAttribute("data-router", "yes");
    expect(renderLink).toHaveBeenCalledWith(expect.objectContaining({ href: "/join" }));
  });

  it("submits the trimmed login, the password and remember me", async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn(async () => {});
    render(
      <SignInForm
        forgotPasswordHref={EXAMPLE_HREFS.forgotPassword}
        signUpHref={EXAMPLE_HREFS.signUp}
        onSubmit={onSubmit}
      />,
    );
    await user.type(screen.getByLabelText("Email or Username"), "  ada  ");
    await user.type(screen.getByLabelText("Password", { selector: "input" }), "Secret123");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ login: "ada", password: "Secret123", remember: false }),
    );
  });

  it("clears the server error when the user submits again", async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn().mockRejectedValueOnce("Too many attempts").mockResolvedValueOnce(undefined);
    render(
      <SignInForm
        forgotPasswordHref={EXAMPLE_HREFS.forgotPassword}
        signUpHref={EXAMPLE_HREFS.signUp}
        onSubmit={onSubmit}
        defaultValues={{ login: "ada", password: "Secret123" }}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many attempts");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it("prefers the rejection's message over the error prop", async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn().mockRejectedValue(new Error("Invalid credentials"));
    render(
      <SignInForm
        forgotPasswordHref={EXAMPLE_HREFS.forgotPassword}
        signUpHref={EXAMPLE_HREFS.signUp}
        onSubmit={onSubmit}
        error="Session expired"
        defaultValues={{ login: "ada", password: "Secret123" }}
      />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Session expired");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Invalid credentials"));
  });

  it("passes className and extra props to the card", () => {
    const card = expectPassThrough(
      (props) => (
        <SignInForm
          forgotPasswordHref={EXAMPLE_HREFS.forgotPassword}
          signUpHref={EXAMPLE_HREFS.signUp}
          {...props}
          onSubmit={vi.fn()}
        />
      ),
      { ref: false },
    );
    expect(card).toHaveAttribute("data-slot", "sign-in-form");
    expect(card).toHaveClass("max-w-md");
  });

  it("uses the heading level the page asks for", () => {
    render(
      <SignInForm
        forgotPasswordHref={EXAMPLE_HREFS.forgotPassword}
        signUpHref={EXAMPLE_HREFS.signUp}
        onSubmit={vi.fn()}
        headingLevel="h3"
      />,
    );
    expect(screen.getByRole("heading", { level: 3, name: "Sign in" })).toBeInTheDocument();
    expect(screen.getByRole("form", { name: "Sign in" })).toBeInTheDocument();
  });
});
