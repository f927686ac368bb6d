import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { expectPassThrough } from "../../test-support/expectPassThrough";
import { Field } from "../Field/Field";
import { Combobox } from "./Combobox";

type Currency = { code: string; name: string };
const currencies: Currency[] = [
  { code: "usd", name: "US Dollar" },
  { code: "ngn", name: "Nigerian Naira" },
  { code: "eur", name: "Euro" },
  { code: "gbp", name: "British Pound" },
];
const currencyName = (currency: Currency) => currency.name;
const currencyCode = (currency: Currency) => currency.code;

// jsdom has no layout: give every element a size so the virtualizer has a viewport and draws rows.
const sizes = ["clientHeight", "clientWidth", "offsetHeight", "offsetWidth"] as const;
const prototypes = [Element.prototype, Element.prototype, HTMLElement.prototype, HTMLElement.prototype];
const originals = sizes.map((key, index) => Object.getOwnPropertyDescriptor(prototypes[index], key));
beforeAll(() => {
  sizes.forEach((key, index) => {
    Object.defineProperty(prototypes[index], key, { configurable: true, get: () => 300 });
  });
});
afterAll(() => {
  sizes.forEach((key, index) => {
    const original = originals[index];
    if (original) Object.defineProperty(prototypes[index], key, original);
  });
});

function ControlledCurrency({ onChange }: { onChange: (currency: Currency | null) => void }) {
  const [value, setValue] = useState<Currency | null>(currencies[0] ?? null);
  return (
    <>
      <Combobox
        aria-label="Currency"
        items={currencies}
        itemToString={currencyName}
        itemToKey={currencyCode}
        value={value}
        onValueChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
      <button type="button" onClick={() => setValue(currencies[2] ?? null)}>
        Pick euro
      </button>
    </>
  );
}

describe("Combobox", () => {
  it("puts className on the wrapper and forwards the ref to the input", () => {
    const input = expectPassThrough<HTMLInputElement>(
      (props) => (
        <Combobox {...props} aria-label="Currency" name="currency" items={currencies} itemToString={currencyName} />
      ),
      { classNameOn: (element) => element.closest("[data-slot=combobox]") },
    );
    expect(input).toBe(screen.getByRole("combobox", { name: "Currency" }));
    expect(input).not.toHaveAttribute("name");
  });

  it("posts the chosen item's key in a form", async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = render(
      <form>
        <Combobox
          aria-label="Currency"
          name="currency"
          items={currencies}
          itemToString={currencyName}
          itemToKey={currencyCode}
        />
      </form>,
    );
    const form = container.querySelector("form") as HTMLFormElement;
    expect(new FormData(form).get("currency")).toBe("");
    await user.click(screen.getByRole("combobox"));
    await user.click(await screen.findByRole("option", { name: "Euro" }));
    expect(new FormData(form).get("currency")).toBe("eur");
  });

  it("shows the default value and picks another by click, uncontrolled", async () => {
    const user = userEvent.setup({ delay: null });
    const onValueChange = vi.fn();
    render(
      <Combobox
        aria-label="Currency"
        items={currencies}
        itemToString={currencyName}
        defaultValue={currencies[1]}
        onValueChange={onValueChange}
      />,
    );
    const input = screen.getByRole("combobox");
    expect(input).toHaveValue("Nigerian Naira");
    await user.click(screen.getByRole("button", { name: "Show options" }));
    await user.click(await screen.findByRole("option", { name: "Euro" }));
    expect(onValueChange).toHaveBeenCalledWith(currencies[2]);
    expect(input).toHaveValue("Euro");
  });

  it("follows the value prop when controlled, including changes from outside", async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    render(<ControlledCurrency onChange={onChange} />);
    const input = screen.getByRole("combobox");
    expect(input).toHaveValue("US Dollar");
    await user.click(screen.getByRole("button", { name: "Pick euro" }));
    expect(input).toHaveValue("Euro");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("rewrites the chosen item's text when its wording changes (a price in another currency), but not a query", async () => {
    const user = userEvent.setup({ delay: null });
    const upper = (currency: Currency) => currency.name.toUpperCase();
    const { rerender } = render(
      <Combobox aria-label="Currency" items={currencies} itemToString={currencyName} value={currencies[0]} />,
    );
    const input = screen.getByRole("combobox");
    rerender(<Combobox aria-label="Currency" items={currencies} itemToString={upper} value={currencies[0]} />);
    expect(input).toHaveValue("US DOLLAR");
    await user.clear(input);
    await user.type(input, "eu");
    rerender(<Combobox aria-label="Currency" items={currencies} itemToString={currencyName} value={currencies[0]} />);
    expect(input).toHaveValue("eu");
  });

  it("filters with a custom filter and restores the chosen text when left without a choice", async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <Combobox
        aria-label="Currency"
        items={currencies}
        itemToString={currencyName}
        defaultValue={currencies[0]}
        filter={(currency, query) => currency.code.startsWith(query.toLowerCase())}
      />,
    );
    const input = screen.getByRole("combobox");
    await user.clear(input);
    await user.type(input, "GB");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["British Pound"]);
    await user.tab();
    expect(input).toHaveValue("British Pound");
    await user.clear(input);
    await user.type(input, "xyz");
    expect(screen.getByRole("status")).toHaveTextContent("No results");
    await user.tab();
    expect(input).toHaveValue("British Pound");
  });

  it("takes its label, description and state from a Field", () => {
    render(
      <Field label="Currency" hint="Used for prices" error="Please choose a currency" required>
        <Combobox items={currencies} itemToString={currencyName} />
      </Field>,
    );
    const input = screen.getByRole("combobox", { name: "Currency" });
    expect(input).toHaveAccessibleDescription("Used for prices Please choose a currency");
    expect(input).toBeInvalid();
    expect(input).toBeRequired();
  });

  it("renders custom items", async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <Combobox
        aria-label="Currency"
        items={currencies}
        itemToString={currencyName}
        renderItem={(currency, { highlighted }) =>
          `${currency.code.toUpperCase()}${highlighted ? " (highlighted)" : ""}`
        }
      />,
    );
    await user.click(screen.getByRole("combobox"));
    await user.keyboard("{ArrowDown}");
    expect(await screen.findByRole("option", { name: "USD (highlighted)" })).toBeInTheDocument();
  });
});
