import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { ConfirmDialog, type ConfirmDialogProps } from "./ConfirmDialog";

function Harness(props: Partial<ConfirmDialogProps>) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      title="Cancel order 7?"
      confirmLabel="Cancel order"
      cancelLabel="Keep order"
      onConfirm={() => undefined}
      {...props}
      open={open}
      onOpenChange={(next) => {
        props.onOpenChange?.(next);
        setOpen(next);
      }}
    />
  );
}

describe("ConfirmDialog", () => {
  it("closes at once after a confirm that returns nothing", async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    await userEvent.setup({ delay: null }).click(screen.getByRole("button", { name: "Cancel order" }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("stays open and usable again when the confirm's promise rejects (the caller reports why)", async () => {
    let fail: (error: Error) => void = () => undefined;
    const onConfirm = vi.fn(() => new Promise((_, reject) => (fail = reject)));
    const user = userEvent.setup({ delay: null });
    render(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole("button", { name: "Cancel order" }));
    expect(screen.getByRole("button", { name: "Keep order" })).toBeDisabled();
    fail(new Error("Order not eligible for cancel"));
    await waitFor(() => expect(screen.getByRole("button", { name: "Keep order" })).toBeEnabled());
    expect(screen.getByRole("dialog", { name: "Cancel order 7?" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cancel order" })).not.toHaveAttribute("aria-busy");
  });

  it("gives focus back to returnFocusTo when it is still on the page", async () => {
    const target = createRef<HTMLButtonElement>();
    render(
      <>
        <button type="button" ref={target}>
          Row button
        </button>
        <Harness returnFocusTo={target} />
      </>,
    );
    await userEvent.setup({ delay: null }).click(screen.getByRole("button", { name: "Keep order" }));
    await waitFor(() => expect(target.current).toHaveFocus());
  });
});
