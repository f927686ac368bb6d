import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentProps } from "react";
import { describe, expect, it, vi } from "vitest";
import { EXAMPLE_HREFS } from "../../../story-support/exampleRoutes";
import { SignUpForm } from "./SignUpForm";

/** The form with the example sign-in link (a page gives its own). */
const Form = (props: Omit<ComponentProps<typeof SignUpForm>, "signInHref">) => (
  <SignUpForm signInHref={EXAMPLE_HREFS.signIn} {...props} />
);

const filled = {
  username: "adalovelace",
  email: "ada@example.com",
  first_name: "Ada",
  last_name: "Lovelace",
  password: "Secret123",
  password_confirmation: "Secret123",
};

describe("SignUpForm", () => {
  it("submits the values trimmed by the register schema", async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn(async () => {});
    render(<Form onSubmit={onSubmit} defaultValues={{ ...filled, email: " ada@example.com " }} />);
    await user.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(filled));
  });

  it("asks for an empty Confirm Password before comparing it (spec §5)", async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn(async () => {});
    render(<Form onSubmit={onSubmit} defaultValues={{ ...filled, password_confirmation: "" }} />);
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText("Please confirm your password")).toBeInTheDocument();
    expect(screen.queryByText("Passwords must match")).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses a username that is not letters, digits and _ before sending it (issue #34: `user name!`)", async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn(async () => {});
    render(<Form onSubmit={onSubmit} defaultValues={{ ...filled, username: "user name!" }} />);
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText("Username may only contain letters, numbers and underscores")).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows a rejection whose field errors match no field as the summary", async () => {
    const user = userEvent.setup({ delay: null });
    const rejection = Object.assign(new Error("Signups are closed"), { errors: { referral: ["Unknown code"] } });
    render(<Form onSubmit={vi.fn().mockRejectedValue(rejection)} defaultValues={filled} />);
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Signups are closed");
  });

  it("puts the server's field messages under their fields and moves focus to the first of them", async () => {
    const user = userEvent.setup({ delay: null });
    const rejection = Object.assign(new Error("The given data was invalid."), {
      errors: { email: ["The email has already been taken."], username: ["The username has already been taken."] },
    });
    render(<Form onSubmit={vi.fn().mockRejectedValue(rejection)} defaultValues={filled} />);
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText("The email has already been taken.")).toBeVisible();
    expect(screen.getByText("The username has already been taken.")).toBeVisible();
    // The form's order, not the answer's: Username comes before Email.
    await waitFor(() => expect(screen.getByRole("textbox", { name: /Username/ })).toHaveFocus());
  });

  it("falls back to 'Registration failed' when the rejection says nothing", async () => {
    const user = userEvent.setup({ delay: null });
    render(<Form onSubmit={vi.fn().mockRejectedValue({})} defaultValues={filled} />);
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Registration failed");
  });

  it("links back through renderLink and passes props to the card", () => {
    const { container } = render(
      <SignUpForm
        onSubmit={vi.fn()}
        signInHref="/login"
        renderLink={({ href, ...props }) => <a href={`#${href}`} {...props} />}
        className="mx-auto"
      />,
    );
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "#/login");
    expect(container.querySelector('[data-slot="sign-up-form"]')).toHaveClass("mx-auto");
  });
});
