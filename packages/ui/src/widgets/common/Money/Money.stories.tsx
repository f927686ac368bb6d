import { CURRENCIES, CURRENCY_CODES, SAMPLE_EXCHANGE_RATES } from "@smm/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Money } from "./Money";

const meta = {
  title: "Widgets/Common/Money",
  component: Money,
  args: { amount: "125000.50", currency: "NGN", rates: SAMPLE_EXCHANGE_RATES },
  argTypes: { currency: { control: "select", options: [...CURRENCY_CODES] } },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const EveryCurrency: Story = {
  render: (args) => (
    <dl className="grid w-fit grid-cols-[auto_auto] gap-x-6 gap-y-1 text-sm">
      {CURRENCIES.map(({ code, name }) => (
        <div key={code} className="contents">
          <dt className="text-muted-foreground">{name}</dt>
          <dd className="text-right">
            <Money {...args} currency={code} />
          </dd>
        </div>
      ))}
    </dl>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("₦125,000.50")).toBeVisible();
    // 125,000.50 × 0.00065 = 81.25 exactly, no float error.
    await expect(canvas.getByText("US$81.25")).toBeVisible();
  },
};

export const InDollars: Story = { args: { currency: "USD" } };

export const Zero: Story = {
  args: { amount: "0" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("₦0.00")).toBeVisible();
  },
};

export const LargeAmount: Story = { args: { amount: "987654321.99" } };

/** Rates not loaded yet: the true NGN amount is shown rather than a blank or a wrong figure. */
export const RatesLoading: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  args: { currency: "EUR", rates: undefined },
  play: async ({ canvasElement }) => {
    const money = within(canvasElement).getByText("₦125,000.50");
    await expect(money).toHaveAttribute("data-currency", "NGN");
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  args: { currency: "GBP", className: "text-2xl font-semibold" },
};
