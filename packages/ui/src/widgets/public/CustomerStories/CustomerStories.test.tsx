import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CustomerStories } from "./CustomerStories";

const story = { id: "1", name: "Ada Lovelace", quote: "Fast and cheap.", role: "Creator" };

describe("CustomerStories", () => {
  it("renders nothing when there are no stories and nothing is loading", () => {
    const { container } = render(<CustomerStories stories={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("clamps the rating to whole stars between 0 and 5", () => {
    render(
      <CustomerStories
        stories={[
          { ...story, id: "a", rating: 7 },
          { ...story, id: "b", rating: 3.6 },
        ]}
      />,
    );
    expect(screen.getByRole("img", { name: "5 out of 5 stars" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "4 out of 5 stars" })).toBeInTheDocument();
  });

  it("shows the initials beside the name, hidden from screen readers", () => {
    render(<CustomerStories stories={[story]} />);
    expect(screen.getByText("AL")).toHaveAttribute("aria-hidden", "true");
    expect(screen.getByText("Ada Lovelace")).toBeInTheDocument();
    expect(screen.getByText("“Fast and cheap.”").tagName).toBe("BLOCKQUOTE");
  });
});
