import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Features } from "./Features";

describe("Features", () => {
  it("renders the given features with their icons and passes props to the section", () => {
    render(
      <Features
        title="Why us"
        features={[{ title: "Fast", text: "Starts at once", icon: "speed" }]}
        className="bg-muted"
      />,
    );
    expect(screen.getByRole("region", { name: "Why us" })).toHaveClass("bg-muted");
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 3, name: "Fast" })).toBeInTheDocument();
  });

  it("renders nothing without features", () => {
    const { container } = render(<Features features={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
