import { describe, expect, it } from "vitest";
import { filterOrders, filterUpdates, matchesOrderSearch } from "./search";
import type { OrderStatus, UpdateType } from "./statuses";

const followers = {
  id: 101,
  service: "Instagram Followers",
  link: "https://instagram.com/jane",
  status: "completed" as OrderStatus,
};
const views = { id: 202, service: "TikTok Views", link: "https://tiktok.com/@bob", status: "pending" as OrderStatus };
const likes = {
  id: 303,
  service: "Instagram Likes",
  link: "https://instagram.com/p/xyz",
  status: "pending" as OrderStatus,
};
const orders = [followers, views, likes];

describe("order search", () => {
  it("matches id, service or link, ignoring case and surrounding spaces", () => {
    expect(matchesOrderSearch(followers, " 101 ")).toBe(true);
    expect(matchesOrderSearch(views, "tiktok views")).toBe(true);
    expect(matchesOrderSearch(likes, "/p/XYZ")).toBe(true);
    expect(matchesOrderSearch(followers, "youtube")).toBe(false);
  });

  it("combines status tab, service filter and search", () => {
    expect(filterOrders(orders, {}).map((order) => order.id)).toEqual([101, 202, 303]);
    expect(filterOrders(orders, { status: "pending" }).map((order) => order.id)).toEqual([202, 303]);
    expect(filterOrders(orders, { status: "pending", query: "instagram" }).map((order) => order.id)).toEqual([303]);
    expect(filterOrders(orders, { service: "TikTok Views" }).map((order) => order.id)).toEqual([202]);
  });
});

describe("update filter", () => {
  const updates = [
    { id: 1, service: "YouTube Views", updateType: "price-decrease" as Exclude<UpdateType, "all"> },
    { id: 22, service: "Instagram Followers", updateType: "new-features" as Exclude<UpdateType, "all"> },
  ];

  it("filters by type and searches service name or ID", () => {
    expect(filterUpdates(updates, { type: "new-features" }).map((update) => update.id)).toEqual([22]);
    expect(filterUpdates(updates, { query: "youtube" }).map((update) => update.id)).toEqual([1]);
    expect(filterUpdates(updates, { query: "22" }).map((update) => update.id)).toEqual([22]);
    expect(filterUpdates(updates, { type: "all", query: "" })).toHaveLength(2);
  });
});
