import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SAMPLE_STOREFRONT } from "../shared/sampleStorefront";
import { Faq } from "./Faq";

describe("Faq", () => {
  it("puts each question in an h3 under the section's h2", () => {
    render(<Faq items={SAMPLE_STOREFRONT.faq} />);
    expect(screen.getByRole("heading", { level: 2, name: "Frequently asked questions" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(2);
  });

  it("shows an answer's paragraphs as plain text, and passes props to the section", () => {
    render(
      <Faq
        items={[{ question: "Do you refund?", answer: "Yes.\n\n<b>Within</b> 7 days." }]}
        defaultOpenIndex={0}
        id="faq"
      />,
    );
    expect(screen.getByRole("region", { name: "Frequently asked questions" })).toHaveAttribute("id", "faq");
    expect(screen.getByText("Yes.").tagName).toBe("P");
    expect(screen.getByText("<b>Within</b> 7 days.")).toBeVisible();
  });

  it("renders nothing without questions", () => {
    const { container } = render(<Faq items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
