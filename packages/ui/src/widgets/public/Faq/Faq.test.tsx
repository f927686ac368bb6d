import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DEFAULT_FAQ, Faq } from "./Faq";

describe("Faq", () => {
  it("covers the spec's five topics", () => {
    expect(DEFAULT_FAQ.map(({ id }) => id)).toEqual([
      "what-is-a-panel",
      "services",
      "safety",
      "mass-orders",
      "drip-feed",
    ]);
  });

  it("puts each question in an h3 under the section's h2", () => {
    render(<Faq />);
    expect(screen.getByRole("heading", { level: 2, name: "Frequently asked questions" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(5);
  });

  it("renders given items and passes props to the section", () => {
    render(<Faq items={[{ id: "x", question: "Do you refund?", answer: "Yes." }]} defaultOpenId="x" id="faq" />);
    expect(screen.getByRole("region", { name: "Frequently asked questions" })).toHaveAttribute("id", "faq");
    expect(screen.getByText("Yes.")).toBeVisible();
  });
});
