import {
  type Admin,
  type AdminDashboard,
  type AdminPage,
  type AdminUser,
  DEFAULT_SETTINGS,
  type PanelStanding,
  type PaymentGatewaysStatus,
  publicSettingsOf,
} from "@smm/domain";
import { configure } from "@testing-library/react";
import { vi } from "vitest";
import { api } from "../../lib/api";
import { adminSession } from "../../lib/session";
import { adminApi } from "../lib/adminApi";

// Admin screens compile several lazy modules on first render; on a shared 2-core machine that can take seconds.
configure({ asyncUtilTimeout: 15_000 });

export const TEST_ADMIN: Admin = { id: 1, username: "olumide", email: "admin@example.com" };

export function pageOf<T>(data: T[], total = data.length): AdminPage<T> {
  return { data, meta: { page: 1, per_page: 25, total, last_page: Math.max(1, Math.ceil(total / 25)) } };
}

export const TEST_USER_ROW: AdminUser = {
  id: 7,
  username: "ada",
  email: "ada@example.com",
  firstName: "Ada",
  lastName: "Lovelace",
  balance: "5000.00",
  discountPercent: "0",
  suspended: false,
  orderCount: 3,
  totalSpent: "1200.00",
  createdAt: "2026-11-01T10:00:00.000Z",
};

/** 30 days of figures with 1,000 NGN revenue each. */
export const TEST_DASHBOARD: AdminDashboard = {
  currency: "NGN",
  totalUsers: 42,
  totalBalance: "100000.00",
  totalOrders: 1234,
  fundsCollected: "200000.00",
  fundsCollectedThisMonth: "50000.00",
  fundsCollectedLastMonth: "40000.00",
  fundsCollectedTrend: "25.00",
  todaysProfit: "3000.00",
  todaysOrders: 9,
  newUsersToday: 2,
  last30Days: {
    revenue: "30000.00",
    orders: 300,
    newUsers: 20,
    avgOrderValue: "100.00",
    series: Array.from({ length: 30 }, (_, index) => ({
      date: new Date(Date.UTC(2026, 10, index + 1)).toISOString().slice(0, 10),
      revenue: "1000.00",
      orders: 10,
      newUsers: 1,
    })),
  },
};

/** What every admin screen reads: settings, the operator, the public settings. */
export function stubAdminCalls() {
  vi.spyOn(api.settings, "get").mockResolvedValue(publicSettingsOf(DEFAULT_SETTINGS));
  vi.spyOn(adminApi.auth, "me").mockResolvedValue(TEST_ADMIN);
  vi.spyOn(adminApi.system, "settings").mockResolvedValue({ ...DEFAULT_SETTINGS });
  vi.spyOn(adminApi.dashboard, "get").mockResolvedValue(TEST_DASHBOARD);
  // A panel set up: the dashboard shows no launch checklist (tests of it answer their own).
  vi.spyOn(adminApi.dashboard, "launchChecklist").mockResolvedValue({ steps: [], ready: true });
  vi.spyOn(adminApi.system, "status").mockResolvedValue({ state: "operational", problems: [] });
  vi.spyOn(adminApi.system, "paymentGateways").mockResolvedValue(NO_GATEWAY_KEYS);
  vi.spyOn(adminApi.childPanels, "standing").mockResolvedValue(ACTIVE_STANDING);
}

/** A panel that has set none of its own gateway keys. */
export const NO_GATEWAY_KEYS: PaymentGatewaysStatus = {
  paystack: { configured: false, key_last_four: null },
  nowpayments: { configured: false, key_last_four: null },
};

/** The main panel's (or a paid-up child's) standing: no banner. */
export const ACTIVE_STANDING: PanelStanding = {
  status: "active",
  reason: null,
  unpaid: false,
  renewsAt: null,
  pricePerMonth: "0.00",
  parentUrl: null,
};

export function signInAsAdmin() {
  adminSession.save({ token: "admin-token", data: TEST_ADMIN }, { remember: true });
}

// jsdom lacks what Radix Select calls when it opens; stand-ins that do nothing.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};

/** Before each screen test: the common answers, a signed-in operator, and tables tall enough to show rows. */
export function prepareAdminScreen() {
  stubAdminCalls();
  signInAsAdmin();
  // jsdom lays nothing out; give the tables' scroll boxes a size so the virtualiser renders rows.
  vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(1000);
}
