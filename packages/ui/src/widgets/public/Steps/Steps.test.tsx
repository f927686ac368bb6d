import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Steps } from "./Steps";

describe("Steps", () => {
  it("numbers the steps visually and leaves the count to the ordered list", () => {
    render(<Steps steps={[{ title: "Sign up", description: "It is free." }]} />);
    const item = within(screen.getByRole("list")).getByRole("listitem");
    expect(item).toHaveTextContent("1Sign upIt is free.");
    expect(item.querySelector('[aria-hidden="true"]')).toHaveTextContent("1");
  });

  it("passes props to the section", () => {
    render(<Steps id="how-it-works" />);
    expect(screen.getByRole("region", { name: "Start in five simple steps" })).toHaveAttribute("id", "how-it-works");
  });
});
