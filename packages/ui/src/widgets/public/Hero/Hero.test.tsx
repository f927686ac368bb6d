import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SAMPLE_STOREFRONT } from "../shared/sampleStorefront";
import { Hero } from "./Hero";

describe("Hero", () => {
  it("names its region by the h1 and lists the operator's highlights in their order", () => {
    render(<Hero highlights={SAMPLE_STOREFRONT.highlights} />);
    const region = screen.getByRole("region", { name: /cheapest prices/i });
    const claims = within(region).getByRole("list", { name: "Why choose us" });
    expect(
      within(claims)
        .getAllByRole("listitem")
        .map((item) => item.querySelector("span > span")?.textContent),
    ).toEqual(["Cheapest prices", "Real users", "Instant delivery", "24/7 support"]);
  });

  it("claims nothing the operator did not write: no highlights, no list", () => {
    render(<Hero />);
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });

  it("puts the given form in its slot and passes props to the section", () => {
    render(<Hero signInForm={<form aria-label="Sign in" />} className="border-b" id="top" title="Grow" />);
    const region = screen.getByRole("region", { name: "Grow" });
    expect(region).toHaveClass("border-b");
    expect(region).toHaveAttribute("id", "top");
    expect(within(region).getByRole("form", { name: "Sign in" })).toBeInTheDocument();
  });
});
