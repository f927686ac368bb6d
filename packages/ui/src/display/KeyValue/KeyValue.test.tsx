import { render, screen } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, it } from "vitest";
import { expectPassThrough } from "../../test-support/expectPassThrough";
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
    const itemRef = createRef<HTMLDivElement>();
    const list = expectPassThrough<HTMLDListElement>((props) => (
      <KeyValueList {...props} orientation="stacked">
        <KeyValueItem ref={itemRef} label="Status" className="row">
          Pending
        </KeyValueItem>
      </KeyValueList>
    ));
    expect(list).toHaveAttribute("data-orientation", "stacked");
    expect(itemRef.current?.parentElement).toBe(list);
    expect(itemRef.current).toHaveClass("row");
  });
});
