import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectPassThrough } from "../../../test-support/expectPassThrough";
import { SAMPLE_ADMIN_STATS } from "../shared/fixtures";
import { Overview30Days } from "./Overview30Days";

describe("Overview30Days", () => {
  it("passes className and extra props to the card", () => {
    expectPassThrough(
      (props) => <Overview30Days {...props} overview={SAMPLE_ADMIN_STATS.last30Days} currency="USD" />,
      {
        ref: false,
      },
    );
  });

  it("scales bars to the best day and draws a zero day with no height", () => {
    render(
      <Overview30Days
        overview={SAMPLE_ADMIN_STATS.last30Days}
        currency="USD"
        daily={[
          { date: "2026-11-20T00:00:00.000Z", revenue: "0.00" },
          { date: "2026-11-21T00:00:00.000Z", revenue: "50.00" },
          { date: "2026-11-22T00:00:00.000Z", revenue: "100.00" },
        ]}
      />,
    );
    const bars = [...screen.getByRole("figure").querySelectorAll("rect")].map((bar) =>
      Number(bar.getAttribute("height")),
    );
    expect(bars).toEqual([0, 48, 96]);
    expect(within(screen.getByRole("table")).getByText("$100.00")).toBeInTheDocument();
  });
});
