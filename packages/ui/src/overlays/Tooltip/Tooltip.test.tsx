import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectPassThrough } from "../../test-support/expectPassThrough";
import { Tooltip, TooltipContent, TooltipTrigger } from "./Tooltip";

// jsdom has no ResizeObserver; Radix measures the tooltip arrow with it. Nothing here depends on sizes.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

describe("Tooltip", () => {
  it("passes className, extra props and the ref to the content", () => {
    expectPassThrough<HTMLDivElement>((props) => (
      <Tooltip open>
        <TooltipTrigger>Copy</TooltipTrigger>
        <TooltipContent {...props}>Copies the link</TooltipContent>
      </Tooltip>
    ));
    expect(screen.getByRole("tooltip")).toHaveTextContent("Copies the link");
  });

  it("opens on keyboard focus and reports it when controlled", async () => {
    const user = userEvent.setup({ delay: null });
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
    const user = userEvent.setup({ delay: null });
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
