import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { expectPassThrough } from "../../test-support/expectPassThrough";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuShortcut,
  DropdownMenuTrigger,
} from "./DropdownMenu";

describe("DropdownMenu", () => {
  it("passes className, extra props and refs to content and items", () => {
    const itemRef = createRef<HTMLDivElement>();
    const menu = expectPassThrough<HTMLDivElement>((props) => (
      <DropdownMenu open>
        <DropdownMenuTrigger>Open</DropdownMenuTrigger>
        <DropdownMenuContent {...props}>
          <DropdownMenuLabel inset>Order</DropdownMenuLabel>
          <DropdownMenuItem ref={itemRef} className="item-class" inset>
            View <DropdownMenuShortcut>⌘V</DropdownMenuShortcut>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    ));
    // The trigger names the menu.
    expect(menu).toBe(screen.getByRole("menu", { name: "Open" }));
    const item = screen.getByRole("menuitem", { name: /View/ });
    expect(itemRef.current).toBe(item);
    expect(item).toHaveClass("item-class");
    expect(item).toHaveAttribute("data-inset", "true");
    expect(item).toHaveAttribute("data-variant", "default");
    expect(screen.getByText("Order")).toHaveAttribute("data-inset", "true");
  });

  it("is non-modal by default, so the page is not hidden from screen readers", async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <>
        <p>Orders table</p>
        <DropdownMenu>
          <DropdownMenuTrigger>Open</DropdownMenuTrigger>
          <DropdownMenuContent>
            <DropdownMenuItem>View</DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </>,
    );
    await user.click(screen.getByRole("button", { name: "Open" }));
    expect(screen.getByText("Orders table")).not.toHaveAttribute("aria-hidden");
  });

  it("works controlled: selecting an item asks the owner to close", async () => {
    const user = userEvent.setup({ delay: null });
    const onOpenChange = vi.fn();
    const onSelect = vi.fn();
    render(
      <DropdownMenu open onOpenChange={onOpenChange}>
        <DropdownMenuTrigger>Open</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={onSelect}>View</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>,
    );
    await user.click(screen.getByRole("menuitem", { name: "View" }));
    expect(onSelect).toHaveBeenCalledOnce();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole("menu")).toBeInTheDocument();
  });

  it("reports checkbox changes and keeps the menu open when the owner prevents closing", async () => {
    const user = userEvent.setup({ delay: null });
    const onCheckedChange = vi.fn();
    render(
      <DropdownMenu defaultOpen>
        <DropdownMenuTrigger>Open</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuCheckboxItem
            checked={false}
            onCheckedChange={onCheckedChange}
            onSelect={(event) => event.preventDefault()}
          >
            Charge
          </DropdownMenuCheckboxItem>
        </DropdownMenuContent>
      </DropdownMenu>,
    );
    await user.click(screen.getByRole("menuitemcheckbox", { name: "Charge" }));
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole("menu")).toBeInTheDocument();
  });
});
