import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useValueAfterNextPaint } from "./useValueAfterNextPaint";

function Probe({ value, seen }: { value: string; seen: string[] }) {
  const settled = useValueAfterNextPaint(value);
  seen.push(settled);
  return <output>{settled}</output>;
}

describe("useValueAfterNextPaint", () => {
  it("keeps the old value in the render that changes it, then catches up", async () => {
    const seen: string[] = [];
    const { rerender } = render(<Probe value="a" seen={seen} />);
    rerender(<Probe value="ab" seen={seen} />);
    expect(screen.getByRole("status")).toHaveTextContent(/^a$/);
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(/^ab$/));
  });

  it("ends on the newest of quick changes, showing none in between", async () => {
    const seen: string[] = [];
    const { rerender } = render(<Probe value="a" seen={seen} />);
    for (const value of ["ab", "abc", "abcd"]) rerender(<Probe value={value} seen={seen} />);
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(/^abcd$/));
    expect(new Set(seen)).toEqual(new Set(["a", "abcd"]));
  });
});
