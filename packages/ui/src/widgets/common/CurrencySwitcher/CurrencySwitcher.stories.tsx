import { CURRENCIES, type CurrencyCode, SAMPLE_EXCHANGE_RATES } from "@smm/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Money } from "../Money";
import { CurrencySwitcher, type CurrencySwitcherProps } from "./CurrencySwitcher";

/** Keeps the value in state the way a page does, and still reports each change to the story's spy. */
function Controlled(args: CurrencySwitcherProps) {
  const [currency, setCurrency] = useState<CurrencyCode>(args.value);
  return (
    <CurrencySwitcher
      {...args}
      value={currency}
      onValueChange={(next) => {
        setCurrency(next);
        args.onValueChange(next);
      }}
    />
  );
}

const meta = {
  title: "Widgets/Common/CurrencySwitcher",
  component: CurrencySwitcher,
  args: { value: "NGN", onValueChange: fn(), disabled: false },
  argTypes: { value: { control: "select", options: CURRENCIES.map(({ code }) => code) } },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof CurrencySwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Playground: Story = {};

export const Open: Story = {
  args: { defaultOpen: true },
  parameters: {
    // The screenshot runner captures the page before Radix has positioned the list, so it shows only the trigger.
    visual: { disable: true },
    // todo: Radix Select hides the page behind the open list with aria-hidden while the trigger stays tabbable,
    // which axe reports (aria-hidden-focus); Forms/Select's own Open story has the same finding. Fix belongs there.
    a11y: { test: "todo" },
  },
  play: async ({ canvasElement }) => {
    const listbox = await body(canvasElement).findByRole("listbox");
    const options = within(listbox).getAllByRole("option");
    await expect(options.map((option) => option.textContent)).toEqual(
      CURRENCIES.map(({ symbol, code, name }) => `${symbol} ${code} ${name}`),
    );
    await expect(within(listbox).getByRole("option", { name: "₦ NGN Nigerian Naira" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  },
};

export const KeyboardSelection: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole("combobox", { name: "Currency" });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const listbox = await body(canvasElement).findByRole("listbox");
    await waitFor(() => expect(within(listbox).getByRole("option", { name: "₦ NGN Nigerian Naira" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    await expect(args.onValueChange).toHaveBeenCalledWith("EUR");
    await waitFor(() => expect(trigger).toHaveTextContent("€ EUR"));
    await userEvent.keyboard("{Enter}");
    await body(canvasElement).findByRole("listbox");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body(canvasElement).queryByRole("listbox")).not.toBeInTheDocument());
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(trigger).toHaveFocus();
  },
};

export const Selected: Story = {
  args: { value: "GBP" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("combobox", { name: "Currency" })).toHaveTextContent("£ GBP");
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("combobox", { name: "Currency" })).toBeDisabled();
  },
};

/** With Money: the page passes the chosen currency to every amount. */
export const WithMoney: Story = {
  render: function Render(args) {
    const [currency, setCurrency] = useState<CurrencyCode>(args.value);
    return (
      <div className="flex items-center gap-4">
        <CurrencySwitcher {...args} value={currency} onValueChange={setCurrency} />
        <p className="text-sm">
          Balance: <Money amount="48500" currency={currency} rates={SAMPLE_EXCHANGE_RATES} />
        </p>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("₦48,500.00")).toBeVisible();
    await userEvent.click(canvas.getByRole("combobox", { name: "Currency" }));
    await userEvent.click(await body(canvasElement).findByRole("option", { name: "$ USD US Dollar" }));
    // 48,500 × 0.00065 = 31.525 → 31.53 (half-up)
    await expect(await canvas.findByText("US$31.53")).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  args: { value: "AUD" },
};
