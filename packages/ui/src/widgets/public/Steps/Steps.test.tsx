import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Steps, stepsTitle } from "./Steps";

describe("Steps", () => {
  it("numbers the steps visually and leaves the count to the ordered list", () => {
    render(<Steps steps={[{ title: "Sign up", text: "It is free." }]} />);
    const item = within(screen.getByRole("list")).getByRole("listitem");
    expect(item).toHaveTextContent("1Sign upIt is free.");
    expect(item.querySelector('[aria-hidden="true"]')).toHaveTextContent("1");
  });

  it("says how many steps there are in its title, and passes props to the section", () => {
    render(<Steps id="how-it-works" steps={Array(5).fill({ title: "Step", text: "Do it." })} />);
    expect(screen.getByRole("region", { name: "Start in five simple steps" })).toHaveAttribute("id", "how-it-works");
    expect(stepsTitle(1)).toBe("Start in one simple step");
    expect(stepsTitle(12)).toBe("Start in 12 simple steps");
  });

  it("renders nothing without steps", () => {
    const { container } = render(<Steps steps={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
