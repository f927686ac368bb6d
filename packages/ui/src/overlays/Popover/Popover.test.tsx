import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectPassThrough } from "../../test-support/expectPassThrough";
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from "./Popover";

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

  it("works uncontrolled from its trigger and closes from PopoverClose", async () => {
    const user = userEvent.setup();
    render(
      <Popover>
        <PopoverTrigger>Details</PopoverTrigger>
        <PopoverContent aria-label="Service details">
          <PopoverClose>Done</PopoverClose>
        </PopoverContent>
      </Popover>,
    );
    await user.click(screen.getByRole("button", { name: "Details" }));
    await user.click(screen.getByRole("button", { name: "Done" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("button", { name: "Details" })).toHaveFocus();
  });

  it("works controlled", async () => {
    const user = userEvent.setup();
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
