import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectPassThrough } from "../../test-support/expectPassThrough";
import { Alert, AlertDescription, AlertTitle } from "./Alert";

describe("Alert", () => {
  it("passes className, extra props and the ref through", () => {
    const alert = expectPassThrough<HTMLDivElement>((props) => (
      <Alert {...props}>
        <AlertTitle className="t">Title</AlertTitle>
        <AlertDescription className="d">Text</AlertDescription>
      </Alert>
    ));
    expect(alert).toBe(screen.getByRole("status"));
    expect(screen.getByText("Title")).toHaveClass("t");
    expect(screen.getByText("Text")).toHaveClass("d");
  });

  it("chooses the live-region role from the variant, and lets it be overridden", () => {
    const { rerender } = render(<Alert variant="danger">x</Alert>);
    expect(screen.getByRole("alert")).toBeInTheDocument();
    rerender(<Alert variant="success">x</Alert>);
    expect(screen.getByRole("status")).toBeInTheDocument();
    rerender(
      <Alert variant="danger" role="note">
        x
      </Alert>,
    );
    expect(screen.getByRole("note")).toBeInTheDocument();
  });

  it("has no Dismiss button unless dismissible", () => {
    render(<Alert>x</Alert>);
    expect(screen.queryByRole("button", { name: "Dismiss" })).toBeNull();
  });

  it("stays visible when controlled, until the owner closes it", async () => {
    const user = userEvent.setup({ delay: null });
    const onDismiss = vi.fn();
    const { rerender } = render(
      <Alert dismissible open onDismiss={onDismiss}>
        x
      </Alert>,
    );
    await user.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(onDismiss).toHaveBeenCalledOnce();
    expect(screen.getByRole("status")).toBeInTheDocument();
    rerender(
      <Alert dismissible open={false} onDismiss={onDismiss}>
        x
      </Alert>,
    );
    expect(screen.queryByRole("status")).toBeNull();
  });
});
