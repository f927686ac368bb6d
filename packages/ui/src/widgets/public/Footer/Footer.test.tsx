import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectPassThrough } from "../../../test-support/expectPassThrough";
import { Footer } from "./Footer";

describe("Footer", () => {
  afterEach(() => vi.useRealTimers());

  it("takes the year from the clock when none is given", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2031-03-04T12:00:00Z"));
    render(<Footer />);
    expect(screen.getByRole("contentinfo")).toHaveTextContent("© 2031 Premium SMM Services. All rights reserved.");
  });

  it("uses the injected year and brand", () => {
    render(<Footer year={2024} brandName="BoostHub" />);
    expect(screen.getByText("© 2024 BoostHub. All rights reserved.")).toBeInTheDocument();
  });

  it("passes className and extra props through", () => {
    const footer = expectPassThrough((props) => <Footer {...props} year={2026} />, { ref: false });
    expect(footer).toBe(screen.getByRole("contentinfo"));
    expect(footer).toHaveClass("border-t");
  });
});
