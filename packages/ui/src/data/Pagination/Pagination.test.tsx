import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectPassThrough } from "../../test-support/expectPassThrough";
import { Pagination } from "./Pagination";

describe("Pagination", () => {
  it("passes className, a custom label, extra props and the ref to the nav landmark", () => {
    const nav = expectPassThrough<HTMLElement>((props) => (
      <Pagination {...props} page={1} pageCount={3} onPageChange={() => {}} aria-label="Orders pages" />
    ));
    expect(nav).toBe(screen.getByRole("navigation", { name: "Orders pages" }));
  });

  it("is controlled: it shows the page it is given until the parent changes it", async () => {
    const user = userEvent.setup({ delay: null });
    const onPageChange = vi.fn();
    const { rerender } = render(<Pagination page={2} pageCount={5} onPageChange={onPageChange} />);
    await user.click(screen.getByRole("button", { name: "Next page" }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    expect(screen.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    rerender(<Pagination page={3} pageCount={5} onPageChange={onPageChange} />);
    expect(screen.getByRole("button", { name: "Page 3" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("button", { name: "Page 2" })).not.toHaveAttribute("aria-current");
  });

  it("honours the window size", () => {
    render(<Pagination page={10} pageCount={20} windowSize={3} onPageChange={() => {}} />);
    const numbers = screen.getAllByRole("button", { name: /^Page \d+$/ }).map((button) => button.textContent);
    expect(numbers).toEqual(["9", "10", "11"]);
  });

  it("clamps a page outside the range to the nearest end", () => {
    render(<Pagination page={99} pageCount={4} onPageChange={() => {}} />);
    expect(screen.getByRole("button", { name: "Page 4" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("button", { name: "Last page" })).toBeDisabled();
  });
});
