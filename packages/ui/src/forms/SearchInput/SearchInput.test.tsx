import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { expectPassThrough } from "../../test-support/expectPassThrough";
import { SearchInput } from "./SearchInput";

function ControlledSearch({ onEscapeOutside }: { onEscapeOutside: () => void }) {
  const [query, setQuery] = useState("");
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: stands in for a dialog that closes on Escape.
    <div onKeyDown={(event) => event.key === "Escape" && onEscapeOutside()}>
      <SearchInput aria-label="Search" value={query} onValueChange={(next) => setQuery(next.toUpperCase())} />
      <span data-testid="state">{query}</span>
    </div>
  );
}

describe("SearchInput", () => {
  it("puts className on the wrapper, other props and the ref on the input", () => {
    const input = expectPassThrough<HTMLInputElement>(
      (props) => <SearchInput {...props} aria-label="Search" inputClassName="font-mono" name="q" />,
      { classNameOn: (element) => element.closest("[data-slot=search-input]") },
    );
    expect(input).toBe(screen.getByRole("searchbox", { name: "Search" }));
    expect(input).toHaveAttribute("name", "q");
    expect(input).toHaveClass("font-mono");
  });

  it("forwards object and callback refs to the input", () => {
    const ref = createRef<HTMLInputElement>();
    let fromCallback: HTMLInputElement | null = null;
    render(
      <>
        <SearchInput aria-label="First" ref={ref} />
        <SearchInput
          aria-label="Second"
          ref={(node) => {
            fromCallback = node;
          }}
        />
      </>,
    );
    expect(ref.current).toBe(screen.getByRole("searchbox", { name: "First" }));
    expect(fromCallback).toBe(screen.getByRole("searchbox", { name: "Second" }));
  });

  it("calls onChange and onValueChange while typing, uncontrolled", async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    const onValueChange = vi.fn();
    render(<SearchInput aria-label="Search" onChange={onChange} onValueChange={onValueChange} />);
    await user.type(screen.getByRole("searchbox"), "ab");
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onValueChange).toHaveBeenLastCalledWith("ab");
  });

  it("shows the parent's value when controlled, and Escape clears without reaching the parent", async () => {
    const user = userEvent.setup({ delay: null });
    const onEscapeOutside = vi.fn();
    render(<ControlledSearch onEscapeOutside={onEscapeOutside} />);
    const input = screen.getByRole("searchbox");
    await user.type(input, "ab");
    expect(input).toHaveValue("AB");
    await user.keyboard("{Escape}");
    expect(screen.getByTestId("state")).toHaveTextContent("");
    expect(onEscapeOutside).not.toHaveBeenCalled();
    // With nothing to clear, Escape is left to the surroundings.
    fireEvent.keyDown(input, { key: "Escape" });
    expect(onEscapeOutside).toHaveBeenCalledTimes(1);
  });
});
