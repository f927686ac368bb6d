import { render, screen } from "@testing-library/react";
import { Zap } from "lucide-react";
import { describe, expect, it } from "vitest";
import { Features } from "./Features";

describe("Features", () => {
  it("shows the domain's limits in its copy", () => {
    render(<Features />);
    expect(screen.getByText(/up to 100 orders at once/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "Earn 4% commission" })).toBeInTheDocument();
  });

  it("renders the given features and passes props to the section", () => {
    render(
      <Features
        title="Why us"
        features={[{ title: "Fast", description: "Starts at once", icon: Zap }]}
        className="bg-muted"
      />,
    );
    expect(screen.getByRole("region", { name: "Why us" })).toHaveClass("bg-muted");
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
  });
});
