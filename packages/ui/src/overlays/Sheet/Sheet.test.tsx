import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { expectPassThrough } from "../../test-support/expectPassThrough";
import { Sheet, SheetContent, SheetTrigger } from "./Sheet";

function ControlledSheet({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Sheet
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        onOpenChange(next);
      }}
    >
      <SheetTrigger>Open menu</SheetTrigger>
      <SheetContent title="Menu" />
    </Sheet>
  );
}

describe("Sheet", () => {
  it("passes className, extra props and the ref to the content", () => {
    const dialog = expectPassThrough<HTMLDivElement>((props) => (
      <Sheet defaultOpen>
        <SheetContent {...props} title="Menu" side="left">
          Links
        </SheetContent>
      </Sheet>
    ));
    expect(dialog).toBe(screen.getByRole("dialog", { name: "Menu" }));
    expect(dialog).toHaveAttribute("data-side", "left");
  });

  it("names the close button after closeLabel and hides it on request", () => {
    const { rerender } = render(
      <Sheet open>
        <SheetContent title="Menu" closeLabel="Close menu" />
      </Sheet>,
    );
    expect(screen.getByRole("button", { name: "Close menu" })).toBeInTheDocument();
    rerender(
      <Sheet open>
        <SheetContent title="Menu" showCloseButton={false} />
      </Sheet>,
    );
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
  });

  it("leaves aria-describedby off when there is no description", () => {
    render(
      <Sheet open>
        <SheetContent title="Menu" />
      </Sheet>,
    );
    expect(screen.getByRole("dialog")).not.toHaveAttribute("aria-describedby");
  });

  it("works controlled: it reports open changes and follows the open prop", async () => {
    const user = userEvent.setup({ delay: null });
    const onOpenChange = vi.fn();
    render(<ControlledSheet onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    expect(screen.getByRole("dialog", { name: "Menu" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
