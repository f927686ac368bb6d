import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { Tooltip, TooltipContent, TooltipTrigger } from "./Tooltip";

// jsdom has no ResizeObserver; Radix measures the tooltip arrow with it. Nothing here depends on sizes.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

describe("Tooltip", () => {
  it("passes className, extra props and the ref to the content", () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <Tooltip open>
        <TooltipTrigger>Copy</TooltipTrigger>
        <TooltipContent ref={ref} className="custom" data-testid="content">
          Copies the link
        </TooltipContent>
      </Tooltip>,
    );
    const content = screen.getByTestId("content");
    expect(ref.current).toBe(content);
    expect(content).toHaveClass("custom");
    expect(screen.getByRole("tooltip")).toHaveTextContent("Copies the link");
  });

  it("opens on keyboard focus and reports it when controlled", async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Tooltip open={false} onOpenChange={onOpenChange} delayDuration={0}>
        <TooltipTrigger>Copy</TooltipTrigger>
        <TooltipContent>Copies the link</TooltipContent>
      </Tooltip>,
    );
    await user.tab();
    expect(screen.getByRole("button", { name: "Copy" })).toHaveFocus();
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("works uncontrolled: focus shows it, Escape hides it", async () => {
    const user = userEvent.setup();
    render(
      <Tooltip delayDuration={0}>
        <TooltipTrigger>Copy</TooltipTrigger>
        <TooltipContent>Copies the link</TooltipContent>
      </Tooltip>,
    );
    await user.tab();
    expect(await screen.findByRole("tooltip")).toHaveTextContent("Copies the link");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("tooltip")).toBeNull();
  });
});
