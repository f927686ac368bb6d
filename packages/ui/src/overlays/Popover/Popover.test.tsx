import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectPassThrough } from "../../test-support/expectPassThrough";
import { Popover, PopoverContent, PopoverTrigger } from "./Popover";

describe("Popover", () => {
  it("passes className, extra props and the ref to the content", () => {
    const popover = expectPassThrough<HTMLDivElement>((props) => (
      <Popover open>
        <PopoverTrigger>Details</PopoverTrigger>
        <PopoverContent {...props} aria-label="Service details">
          Body
        </PopoverContent>
      </Popover>
    ));
    expect(popover).toBe(screen.getByRole("dialog", { name: "Service details" }));
  });

  it("works controlled", async () => {
    const user = userEvent.setup({ delay: null });
    const onOpenChange = vi.fn();
    render(
      <Popover open={false} onOpenChange={onOpenChange}>
        <PopoverTrigger>Details</PopoverTrigger>
        <PopoverContent aria-label="Service details">Body</PopoverContent>
      </Popover>,
    );
    await user.click(screen.getByRole("button", { name: "Details" }));
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
