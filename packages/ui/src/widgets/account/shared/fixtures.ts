import type { AffiliateStats, Payout, Ticket, Transaction } from "@smm/domain";

/** Sample data for the account widgets' stories and tests. */
export const SAMPLE_TRANSACTIONS: readonly Transaction[] = [
  { id: 5012, date: "2026-11-21T14:05:00.000Z", method: "card", amount: "5000.00" },
  { id: 5009, date: "2026-11-18T09:30:00.000Z", method: "crypto", amount: "25000.00" },
  { id: 5003, date: "2026-11-02T17:45:00.000Z", method: "card", amount: "1250.50" },
];

export const SAMPLE_AFFILIATE_STATS: AffiliateStats = {
  visits: 240,
  registrations: 36,
  referrals: 12,
  conversionRate: "15.00",
  totalEarnings: "18450.00",
  availableEarnings: "6200.00",
};

export const ZERO_AFFILIATE_STATS: AffiliateStats = {
  visits: 0,
  registrations: 0,
  referrals: 0,
  conversionRate: "0.00",
  totalEarnings: "0.00",
  availableEarnings: "0.00",
};

export const SAMPLE_PAYOUTS: readonly Payout[] = [
  { date: "2026-11-16T10:00:00.000Z", amount: "8250.00", status: "Completed", transactionId: "PO-20261116-0042" },
  { date: "2026-11-09T10:00:00.000Z", amount: "4000.00", status: "Pending", transactionId: "PO-20261109-0017" },
];

export const SAMPLE_TICKETS: readonly Ticket[] = [
  {
    id: 3107,
    subject: "10482 speed up",
    message: "Please speed up my order.",
    status: "answered",
    lastUpdate: "2026-11-21T12:00:00.000Z",
  },
  {
    id: 3098,
    subject: "Payment not credited",
    message: "My card payment is not on my balance.",
    status: "open",
    lastUpdate: "2026-11-20T08:15:00.000Z",
  },
  {
    id: 3051,
    subject: "10277 refill",
    message: "Followers dropped, please refill.",
    status: "closed",
    lastUpdate: "2026-11-12T16:40:00.000Z",
  },
];
