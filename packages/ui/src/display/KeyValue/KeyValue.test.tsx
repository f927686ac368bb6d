import { render, screen } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, it } from "vitest";
import { KeyValueItem, KeyValueList } from "./KeyValue";

describe("KeyValueList", () => {
  it("renders a description list of term/definition pairs", () => {
    render(
      <KeyValueList>
        <KeyValueItem label="Order ID">1042</KeyValueItem>
        <KeyValueItem label="Charge">₦4,500.00</KeyValueItem>
      </KeyValueList>,
    );
    const terms = screen.getAllByRole("term");
    const definitions = screen.getAllByRole("definition");
    expect(terms.map((term) => term.textContent)).toEqual(["Order ID", "Charge"]);
    expect(definitions.map((definition) => definition.textContent)).toEqual(["1042", "₦4,500.00"]);
    expect(terms[0]?.closest("dl")).toHaveAttribute("data-orientation", "horizontal");
  });

  it("passes className, orientation, extra props and refs through", () => {
    const listRef = createRef<HTMLDListElement>();
    const itemRef = createRef<HTMLDivElement>();
    render(
      <KeyValueList ref={listRef} orientation="stacked" className="custom" aria-label="Order details">
        <KeyValueItem ref={itemRef} label="Status" className="row" data-testid="row">
          Pending
        </KeyValueItem>
      </KeyValueList>,
    );
    expect(listRef.current).toHaveAttribute("data-orientation", "stacked");
    expect(listRef.current).toHaveClass("custom");
    expect(listRef.current).toHaveAttribute("aria-label", "Order details");
    expect(itemRef.current).toBe(screen.getByTestId("row"));
    expect(itemRef.current).toHaveClass("row");
  });
});
