import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { expectPassThrough } from "../../test-support/expectPassThrough";
import { Dialog, DialogContent, DialogFooter, DialogTrigger } from "./Dialog";

function Harness() {
  const [count, setCount] = useState(0);
  return (
    <Dialog onOpenChange={() => setCount((value) => value + 1)}>
      <DialogTrigger>Open ({count})</DialogTrigger>
      <DialogContent title="Add funds" showCloseButton={false}>
        <DialogFooter data-testid="footer" className="extra" />
      </DialogContent>
    </Dialog>
  );
}

describe("Dialog", () => {
  it("passes className, extra props and the ref to the content", () => {
    const dialog = expectPassThrough<HTMLDivElement>((props) => (
      <Dialog open>
        <DialogContent {...props} title="Add funds">
          Body
        </DialogContent>
      </Dialog>
    ));
    expect(dialog).toBe(screen.getByRole("dialog", { name: "Add funds" }));
  });

  it("describes the dialog only when a description is given", () => {
    const { rerender } = render(
      <Dialog open>
        <DialogContent title="Add funds" description="Minimum deposit is ₦500." />
      </Dialog>,
    );
    expect(screen.getByRole("dialog")).toHaveAccessibleDescription("Minimum deposit is ₦500.");
    rerender(
      <Dialog open>
        <DialogContent title="Add funds" />
      </Dialog>,
    );
    expect(screen.getByRole("dialog")).not.toHaveAttribute("aria-describedby");
  });

  it("works controlled: the Close button asks the owner to close", async () => {
    const user = userEvent.setup({ delay: null });
    const onOpenChange = vi.fn();
    render(
      <Dialog open onOpenChange={onOpenChange}>
        <DialogContent title="Add funds" />
      </Dialog>,
    );
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    // Still open: the owner decides.
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("works uncontrolled from its trigger", async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    await user.click(screen.getByRole("button", { name: "Open (0)" }));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
    expect(screen.getByTestId("footer")).toHaveClass("extra");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("button", { name: "Open (2)" })).toHaveFocus();
  });
});
