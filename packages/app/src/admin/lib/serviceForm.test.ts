import type { AdminService } from "@smm/domain";
import { describe, expect, it } from "vitest";
import { serviceFields, serviceInput, serviceValues } from "./serviceForm";

const SERVICE: AdminService = {
  id: 99,
  categoryId: 4,
  category: "TikTok Followers",
  platform: "tiktok",
  title: "TikTok Followers QA",
  description: "",
  type: "Default",
  mode: "manual",
  providerId: null,
  providerServiceId: null,
  price: "1.5000",
  ratePer1000: "1500.00",
  unitCost: "0.6",
  usualMinutes: null,
  minAmount: 10,
  maxAmount: 5000,
  deliveryTime: "0-6 hours",
  features: [],
  isNew: false,
  isRecommended: false,
  refill: false,
  cancel: false,
  dripfeed: false,
  enabled: true,
  orderCount: 0,
  createdAt: "2026-11-22T10:00:00.000Z",
};

describe("the service form's one unit", () => {
  it("asks for the price and the cost both per 1000", () => {
    const labels = serviceFields([]).map((field) => field.label);
    expect(labels).toContain("Rate per 1000 (NGN)");
    expect(labels).toContain("Your cost per 1000 (NGN)");
    expect(labels.filter((label) => /per unit/.test(label))).toEqual([]);
  });

  it("sends a cost of 600 per 1000 as the unit cost 0.6, and shows it back as 600.00", () => {
    const values = serviceValues(SERVICE);
    expect(values.costPer1000).toBe("600.00");
    expect(serviceInput({ ...values, costPer1000: "600" }).unitCost).toBe("0.6");
    expect(serviceInput({ ...values, costPer1000: "12.345" }).unitCost).toBe("0.012345");
  });

  it("sends no cost when the field is empty (an unknown cost, not a free one)", () => {
    expect(serviceInput({ ...serviceValues({ ...SERVICE, unitCost: null }) }).unitCost).toBeNull();
  });
});
