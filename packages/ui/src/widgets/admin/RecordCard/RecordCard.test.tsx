import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectPassThrough } from "../../../test-support/expectPassThrough";
import { RecordCard } from "./RecordCard";

describe("RecordCard", () => {
  it("lists the facts as a description list and passes className and props through", () => {
    expectPassThrough(
      (props) => (
        <RecordCard
          {...props}
          title="Order 55"
          fields={[
            { label: "Quantity", value: 1000 },
            { label: "Charge", value: "₦500.00" },
          ]}
        />
      ),
      { ref: false },
    );
    expect(screen.getAllByRole("term").map((term) => term.textContent)).toEqual(["Quantity", "Charge"]);
    expect(screen.getAllByRole("definition").map((value) => value.textContent)).toEqual(["1000", "₦500.00"]);
  });

  it("hides the actions while loading", () => {
    render(<RecordCard title="User" fields={[]} loading actions={<button type="button">Suspend</button>} />);
    expect(screen.queryByRole("button", { name: "Suspend" })).toBeNull();
  });
});
