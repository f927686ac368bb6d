import { defaultPaymentMethods, NO_VIDEO_GUIDE, paymentMethodsFromSettings } from "@smm/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { onPanelIn, shownTo } from "../../common/Money/storyDecorators";
import { VideoPlayer } from "../../common/VideoPlayer";
import { SAMPLE_POSTER } from "../../common/VideoPlayer/sampleVideos";
import { SAMPLE_TRANSACTIONS } from "../shared/fixtures";
import { AddFundsPanel } from "./AddFundsPanel";

const meta = {
  title: "Widgets/Account/AddFundsPanel",
  component: AddFundsPanel,
  args: {
    onPay: fn(async () => {}),
    transactions: SAMPLE_TRANSACTIONS,
    transactionsLoading: false,
    defaultMethod: "card",
  },
  argTypes: {
    defaultMethod: { control: "inline-radio", options: ["card", "crypto", "bank_transfer"] },
    demo: { control: "boolean" },
  },
} satisfies Meta<typeof AddFundsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Populated: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole("radio", { name: "Card / Bank Transfer" });
    await expect(card).toBeChecked();
    await expect(card).toHaveAccessibleDescription("Minimum ₦100.00 · No maximum · 5% bonus");
    await expect(canvas.getByRole("radio", { name: "Cryptocurrency" })).toHaveAccessibleDescription(
      "Minimum ₦500.00 · No maximum",
    );
    const history = canvas.getByRole("table", { name: "Recent Transactions" });
    await expect(within(history).getAllByRole("row")).toHaveLength(4);
    await expect(within(history).getByText("₦25,000.00")).toBeVisible();
    // A real panel (not demo mode): no demo label.
    await expect(canvas.queryByText("Demo payment: no money moves")).not.toBeInTheDocument();
  },
};

export const ExactBonusPreview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByRole("textbox", { name: "Amount (NGN)" });
    await userEvent.type(amount, "333.33");
    const preview = canvasElement.querySelector("[data-slot=bonus-preview]") as HTMLElement;
    await expect(preview).toHaveTextContent("Bonus (5%)₦16.67");
    await expect(preview).toHaveTextContent("You will receive₦350.00");
  },
};

export const PayNowRules: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const payNow = canvas.getByRole("button", { name: "Pay Now" });
    const amount = canvas.getByRole("textbox", { name: "Amount (NGN)" });
    await expect(payNow).toBeDisabled();
    await userEvent.type(amount, "99.99");
    await expect(payNow).toBeDisabled();
    await userEvent.clear(amount);
    await userEvent.type(amount, "100");
    await expect(payNow).toBeEnabled();
    // Keyboard: Shift+Tab from the amount lands on the checked method, an arrow moves to crypto (minimum 500).
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole("radio", { name: "Card / Bank Transfer" })).toHaveFocus();
    // Radix checks the radio it moves to only while the key is still down: release it once focus has moved.
    await userEvent.keyboard("{ArrowDown>}");
    await waitFor(() => expect(canvas.getByRole("radio", { name: "Cryptocurrency" })).toHaveFocus());
    await userEvent.keyboard("{/ArrowDown}");
    await expect(canvas.getByRole("radio", { name: "Cryptocurrency" })).toBeChecked();
    await expect(payNow).toBeDisabled();
    await expect(canvas.getByText("Minimum ₦500.00")).toBeVisible();
    await expect(canvasElement.querySelector("[data-slot=bonus-preview]")).toHaveTextContent("Bonus (0%)₦0.00");
  },
};

export const BelowMinimumMessage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "Amount (NGN)" }), "50");
    await userEvent.tab();
    await expect(await canvas.findByText("Minimum amount for this method is 100 NGN")).toBeVisible();
  },
};

export const Submit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByRole("textbox", { name: "Amount (NGN)" });
    await userEvent.type(amount, "2500{Enter}");
    await waitFor(() => expect(args.onPay).toHaveBeenCalledWith({ method: "card", amount: "2500" }));
    await waitFor(() => expect(amount).toHaveValue(""));
  },
};

export const SubmitError: Story = {
  args: { onPay: fn(async () => Promise.reject(new Error("The payment provider is unavailable."))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "Amount (NGN)" }), "2500");
    await userEvent.click(canvas.getByRole("button", { name: "Pay Now" }));
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("The payment provider is unavailable.");
    await expect(canvas.getByRole("textbox", { name: "Amount (NGN)" })).toHaveValue("2500");
  },
};

/** The operator changed the terms in Settings: the picker, hint, preview, notice and validation follow them. */
export const OperatorSettings: Story = {
  args: {
    methods: paymentMethodsFromSettings([
      { id: "crypto", name: "USDT / Bitcoin", min_amount: "2000.00", bonus_percent: "2" },
      { id: "card", name: "Card / Bank Transfer", min_amount: "50.00", bonus_percent: "0" },
    ]),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/USDT \/ Bitcoin deposits earn a 2% bonus\./)).toBeVisible();
    const card = canvas.getByRole("radio", { name: "Card / Bank Transfer" });
    await expect(card).toBeChecked();
    await expect(card).toHaveAccessibleDescription("Minimum ₦50.00 · No maximum");
    const amount = canvas.getByRole("textbox", { name: "Amount (NGN)" });
    // 60 NGN is below the spec's 100 but above the operator's 50: allowed.
    await userEvent.type(amount, "60");
    const payNow = canvas.getByRole("button", { name: "Pay Now" });
    await expect(payNow).toBeEnabled();
    await userEvent.click(canvas.getByRole("radio", { name: "USDT / Bitcoin" }));
    await expect(payNow).toBeDisabled();
    await userEvent.clear(amount);
    await userEvent.type(amount, "2000");
    const preview = canvasElement.querySelector("[data-slot=bonus-preview]") as HTMLElement;
    await expect(preview).toHaveTextContent("Bonus (2%)₦40.00");
    await userEvent.click(payNow);
    await waitFor(() => expect(args.onPay).toHaveBeenCalledWith({ method: "crypto", amount: "2000" }));
  },
};

/** Demo mode: every checkout is a sandbox, and the form says so before anyone pays. */
export const DemoMode: Story = {
  args: { demo: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole("region", { name: "Add Funds" });
    await expect(within(form).getByText("Demo payment: no money moves")).toBeVisible();
    await expect(within(form).getByText(/checkouts are a sandbox and nothing is charged/)).toBeVisible();
    await userEvent.type(canvas.getByRole("textbox", { name: "Amount (NGN)" }), "500{Enter}");
    await waitFor(() => expect(args.onPay).toHaveBeenCalledWith({ method: "card", amount: "500" }));
  },
};

const WITH_BANK_TRANSFER = paymentMethodsFromSettings([
  { id: "card", name: "Card / Bank Transfer", min_amount: "100", bonus_percent: "5" },
  { id: "bank_transfer", name: "Manual bank transfer", min_amount: "1000", bonus_percent: "0" },
]);

/** The manual bank transfer: where to pay, the reference the customer used, then an operator confirms it. */
export const BankTransfer: Story = {
  args: {
    methods: WITH_BANK_TRANSFER,
    defaultMethod: "bank_transfer",
    bankDetails: "Zenith Bank · 1012345678 · Premium SMM Services Ltd",
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("radio", { name: "Manual bank transfer" })).toBeChecked();
    await expect(canvas.getByText("Zenith Bank · 1012345678 · Premium SMM Services Ltd")).toBeVisible();
    const submit = canvas.getByRole("button", { name: "Submit transfer" });
    await userEvent.type(canvas.getByRole("textbox", { name: "Amount (NGN)" }), "5000");
    await userEvent.click(submit);
    await expect(await canvas.findByText("Enter the reference of your bank transfer")).toBeVisible();
    await expect(args.onPay).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole("textbox", { name: "Transfer reference" }), "ZEN/4471-22");
    await userEvent.click(submit);
    await waitFor(() =>
      expect(args.onPay).toHaveBeenCalledWith({
        method: "bank_transfer",
        amount: "5000",
        transfer_reference: "ZEN/4471-22",
      }),
    );
    // Back to the card: no reference asked for, Pay Now again.
    await userEvent.click(canvas.getByRole("radio", { name: "Card / Bank Transfer" }));
    await expect(canvas.queryByRole("textbox", { name: "Transfer reference" })).not.toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Pay Now" })).toBeVisible();
  },
};

/** A production panel before any gateway or bank details are configured. */
export const NoMethods: Story = {
  args: { methods: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("No payment method is available yet. Please contact support.")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Pay Now" })).not.toBeInTheDocument();
  },
};

export const DismissNotice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Deposits are added to your balance/)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Dismiss" }));
    await expect(canvas.queryByText(/Deposits are added to your balance/)).not.toBeInTheDocument();
  },
};

export const EmptyTransactions: Story = {
  args: { transactions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No transactions found")).toBeVisible();
  },
};

export const LoadingTransactions: Story = {
  args: { transactions: [], transactionsLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("table", { name: "Recent Transactions" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

export const TransactionsError: Story = {
  args: { transactions: [], transactionsError: "The server did not answer.", onRetryTransactions: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Failed to fetch transactions")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(args.onRetryTransactions).toHaveBeenCalledOnce();
  },
};

/** The operator's guide video beside the form (without one, the form has the width to itself). */
export const WithVideo: Story = {
  args: {
    videoGuide: (
      <VideoPlayer
        title="How to add funds"
        video={{ ...NO_VIDEO_GUIDE, video_url: "https://youtu.be/dQw4w9WgXcQ", poster_url: SAMPLE_POSTER }}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { name: "How to add funds" })).toBeVisible();
  },
};

/** A customer reading dollars: minimums, bonus and credit in dollars beside the naira that moves. */
export const InDollars: Story = {
  decorators: [shownTo("USD")],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Minimum US$0.07 (₦100.00) · No maximum · 5% bonus")).toBeVisible();
    await userEvent.type(canvas.getByRole("textbox", { name: "Amount (NGN)" }), "1000");
    await expect(canvas.getByText("US$0.68 (₦1,050.00)")).toBeVisible();
  },
};

/**
 * A USD child panel (#37): the customer's money is kept in dollars, so the amount is asked in USD with the panel's
 * dollar minimums, and the credit is dollars only (nothing converted).
 */
export const InAUsdPanel: Story = {
  decorators: [onPanelIn("USD")],
  args: {
    methods: paymentMethodsFromSettings(defaultPaymentMethods("USD")),
    defaultMethod: "bank_transfer",
    bankDetails: "Dollar Bank · Account 0042",
    transactions: [],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Minimum US$10.00 · No maximum")).toBeVisible();
    await userEvent.type(canvas.getByRole("textbox", { name: "Amount (USD)" }), "20");
    await expect(canvas.getByText("US$20.00")).toBeVisible();
    await expect(canvas.queryByText(/₦/)).not.toBeInTheDocument();
    await userEvent.type(canvas.getByRole("textbox", { name: "Transfer reference" }), "DB/0042");
    await userEvent.click(canvas.getByRole("button", { name: "Submit transfer" }));
    await waitFor(() =>
      expect(args.onPay).toHaveBeenCalledWith({ method: "bank_transfer", amount: "20", transfer_reference: "DB/0042" }),
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
};
