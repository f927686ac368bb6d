import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, spyOn, userEvent, waitFor, within } from "storybook/test";
import { SAMPLE_AFFILIATE_STATS, SAMPLE_PAYOUTS, ZERO_AFFILIATE_STATS } from "../shared/fixtures";
import { AffiliatePanel } from "./AffiliatePanel";

const LINK = "https://panel.example.com/ref/adebayo_o";

const meta = {
  title: "Widgets/Account/AffiliatePanel",
  component: AffiliatePanel,
  args: {
    referralLink: LINK,
    stats: SAMPLE_AFFILIATE_STATS,
    payouts: SAMPLE_PAYOUTS,
    loading: false,
    onRequestPayout: fn(async () => {}),
  },
} satisfies Meta<typeof AffiliatePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Populated: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: "Referral link" })).toHaveValue(LINK);
    const stats = within(canvas.getByRole("list", { name: "Affiliate statistics" }));
    for (const text of ["Visits", "240", "Registrations", "36", "Referrals", "12", "Conversion Rate", "15.00%"]) {
      await expect(stats.getByText(text)).toBeVisible();
    }
    await expect(stats.getByText("₦18,450.00")).toBeVisible();
    await expect(stats.getByText("₦6,200.00")).toBeVisible();
    const history = canvas.getByRole("table", { name: "Payout History" });
    await expect(within(history).getByText("PO-20261116-0042")).toBeVisible();
    await expect(within(history).getByText("Completed")).toBeVisible();
  },
};

export const ShareLinks: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const share = within(within(canvasElement).getByRole("list", { name: "Share your link" }));
    const links = share.getAllByRole("link");
    await expect(links.map((link) => new URL(link.getAttribute("href") ?? "").host)).toEqual([
      "wa.me",
      "www.facebook.com",
      "twitter.com",
      "t.me",
    ]);
    for (const link of links) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      await expect(link.getAttribute("href")).toContain(encodeURIComponent(LINK));
    }
    await expect(share.getByRole("link", { name: "Share on WhatsApp (opens in a new tab)" })).toBeVisible();
  },
};

export const CopyLink: Story = {
  play: async ({ canvasElement }) => {
    const writeText = spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Copy referral link" }));
    await expect(writeText).toHaveBeenCalledWith(LINK);
    await expect(canvas.getByRole("button", { name: "Copied! referral link" })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole("button", { name: "Copy referral link" })).toBeVisible(), {
      timeout: 3000,
    });
    writeText.mockRestore();
  },
};

export const RequestPayout: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const request = canvas.getByRole("button", { name: "Request Payout" });
    await expect(request).toBeEnabled();
    request.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onRequestPayout).toHaveBeenCalledWith("6200.00");
    await expect(await canvas.findByText("Payout requested")).toBeVisible();
  },
};

export const BelowMinimumPayout: Story = {
  args: { stats: { ...SAMPLE_AFFILIATE_STATS, availableEarnings: "1999.99" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const request = canvas.getByRole("button", { name: "Request Payout" });
    await expect(request).toBeDisabled();
    await expect(request).toHaveAccessibleDescription("Available: ₦1,999.99. You can request a payout from ₦2,000.00.");
  },
};

/** The operator set a 5 % commission and a 1000 NGN minimum in Settings: 1999.99 available is enough now. */
export const OperatorTerms: Story = {
  args: {
    stats: { ...SAMPLE_AFFILIATE_STATS, availableEarnings: "1999.99" },
    terms: { commissionPercent: "5", minimumPayout: "1000.00" },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Earn 5% lifetime commission on every deposit your referrals make.")).toBeVisible();
    await expect(canvas.getByText("5% for life")).toBeVisible();
    await expect(canvas.getByText("₦1,000.00")).toBeVisible();
    const request = canvas.getByRole("button", { name: "Request Payout" });
    await expect(request).toBeEnabled();
    await expect(request).toHaveAccessibleDescription("Available: ₦1,999.99");
  },
};

/** A new affiliate: every figure zero (the spec's placeholders) and no payouts. */
export const Empty: Story = {
  args: { stats: ZERO_AFFILIATE_STATS, payouts: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("No payouts yet")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Request Payout" })).toBeDisabled();
    await expect(canvas.getByText("0.00%")).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true, payouts: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("table", { name: "Payout History" })).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("button", { name: "Request Payout" })).toBeDisabled();
  },
};

export const LoadFailed: Story = {
  args: { stats: ZERO_AFFILIATE_STATS, payouts: [], error: "The server did not answer.", onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Failed to load your affiliate data")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const RequestFailed: Story = {
  args: { onRequestPayout: fn(async () => Promise.reject(new Error("Payouts are paused for maintenance."))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Request Payout" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Payouts are paused for maintenance.");
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
};
