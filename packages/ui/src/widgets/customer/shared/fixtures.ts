/**
 * Deterministic sample data for the customer widgets' stories, tests and benchmark (no randomness, so
 * screenshots never change between runs). Not exported from the package.
 */
import {
  type CatalogueService,
  type Category,
  type CustomerDashboardStats,
  ORDER_STATUSES,
  type Order,
  type PlatformCategory,
  priceChangePercent,
  type Service,
  type ServiceUpdate,
} from "@smm/domain";

const orderServices = [
  "Instagram Followers [Real, Refill 30 days]",
  "YouTube Views [High Retention]",
  "TikTok Likes [Instant]",
  "Instagram Likes [Fast]",
  "TikTok Followers [New Category]",
];

/** `count` orders with ids from 10240, cycling through the services and statuses. */
export function makeOrders(count: number): Order[] {
  return Array.from({ length: count }, (_, index) => {
    const quantity = (index + 1) * 500;
    const status = ORDER_STATUSES[index % ORDER_STATUSES.length] ?? "pending";
    return {
      id: 10_240 + index,
      date: new Date(Date.UTC(2026, 10, 22 - (index % 28), 9, 30)).toISOString(),
      link: `https://instagram.com/p/post${index + 1}`,
      charge: `${(index + 1) * 125}.50`,
      startCount: 1_000 + index * 37,
      quantity,
      service: orderServices[index % orderServices.length] ?? "",
      status,
      remains: status === "partial" ? Math.floor(quantity / 4) : status === "completed" ? 0 : quantity,
    };
  });
}

const updateServices = [
  { service: "Instagram Followers [Real]", platform: "instagram" },
  { service: "YouTube Views [High Retention]", platform: "youtube" },
  { service: "TikTok Likes [Instant]", platform: "tiktok" },
  { service: "TikTok Followers [New Category]", platform: "tiktok" },
];
const updateTypes = ["price-decrease", "price-increase", "service-changes", "new-features"] as const;

/** `count` service updates with ids from 501; unit prices move down, up, or stay for changes and features. */
export function makeUpdates(count: number): ServiceUpdate[] {
  return Array.from({ length: count }, (_, index) => {
    const updateType = updateTypes[index % updateTypes.length] ?? "service-changes";
    const old = 100 + index * 5;
    const next = updateType === "price-decrease" ? old - 20 : updateType === "price-increase" ? old + 25 : old;
    // Unit prices in kobo (₦1.00, ₦1.20, ...): the table shows them per 1000.
    const naira = (kobo: number) => `${Math.floor(kobo / 100)}.${String(kobo % 100).padStart(2, "0")}`;
    const oldPrice = naira(old);
    const newPrice = naira(next);
    const sample = updateServices[index % updateServices.length] ?? { service: "", platform: "" };
    return {
      id: 501 + index,
      date: new Date(Date.UTC(2026, 10, 21 - (index % 20))).toISOString(),
      updateType,
      oldPrice,
      newPrice,
      change: priceChangePercent(oldPrice, newPrice) ?? "0.00",
      ...sample,
    };
  });
}

/** Three services with the ids the mass-order example uses (1, 2, 3). */
export const sampleServices: Service[] = [
  {
    id: 1,
    category_id: 1,
    service_title: "Instagram Followers [Real, Refill 30 days]",
    price: "0.50",
    min_amount: 100,
    max_amount: 100_000,
    description: "Real-looking followers, start within 1 hour, 30-day refill guarantee.",
  },
  {
    id: 2,
    category_id: 2,
    service_title: "YouTube Views [High Retention]",
    price: "0.10",
    min_amount: 500,
    max_amount: 1_000_000,
    description: "High-retention views from real devices, 5,000 to 10,000 a day.",
  },
  {
    id: 3,
    category_id: 3,
    service_title: "TikTok Followers [New Category]",
    price: "1.25",
    min_amount: 50,
    max_amount: 50_000,
  },
];

export const sampleCategories: Category[] = [
  { id: 1, category_title: "Instagram Followers" },
  { id: 2, category_title: "YouTube Views" },
  { id: 3, category_title: "TikTok Followers" },
];

/** The three sample services plus a second one in each category. */
export const categoryServices: Service[] = [
  ...sampleServices,
  {
    id: 4,
    category_id: 1,
    service_title: "Instagram Followers [Premium, Non-drop]",
    price: "0.95",
    min_amount: 50,
    max_amount: 20_000,
  },
  {
    id: 5,
    category_id: 2,
    service_title: "YouTube Views [Instant Start]",
    price: "0.08",
    min_amount: 1_000,
    max_amount: 5_000_000,
  },
  {
    id: 6,
    category_id: 3,
    service_title: "TikTok Followers [Fast]",
    price: "1.10",
    min_amount: 100,
    max_amount: 30_000,
  },
];

export const sampleStats: CustomerDashboardStats = { username: "adaeze", balance: "15250.75", totalOrders: 128 };

/** The catalogue's platforms; the first entry is the "all" option. */
export const samplePlatforms: PlatformCategory[] = [
  { id: "all", name: "All", icon: "grid" },
  { id: "instagram", name: "Instagram", icon: "instagram" },
  { id: "youtube", name: "YouTube", icon: "youtube" },
  { id: "tiktok", name: "TikTok", icon: "tiktok" },
  { id: "facebook", name: "Facebook", icon: "facebook" },
  { id: "twitter", name: "Twitter", icon: "twitter" },
];

const catalogueKinds = ["Followers", "Likes", "Views", "Comments", "Shares"];
const catalogueFeatures = ["Real Users", "Instant Start", "Refill 30 Days", "Non-drop", "High Quality", "Fast"];
const deliveryTimes = ["Instant", "0-1 hours", "1-6 hours", "6-24 hours", "1-3 days"];

/**
 * `count` catalogue services (ids 1 to count), spread over the sample platforms; every third is new, every
 * fourth recommended (so some are both). Unit prices have 4 decimals; the 7th service uses the spec's sample maximum.
 */
export function makeCatalogue(count: number): CatalogueService[] {
  const platforms = samplePlatforms.slice(1);
  return Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    const platform = platforms[index % platforms.length] ?? { id: "instagram", name: "Instagram" };
    const kind = catalogueKinds[Math.floor(index / platforms.length) % catalogueKinds.length] ?? "Followers";
    const cents = ((id * 7919) % 250_000) + 50;
    return {
      id,
      platform: platform.id,
      title: `${platform.name} ${kind} [Server ${(id % 9) + 1}]`,
      features: [0, 1, 2].map((offset) => catalogueFeatures[(id + offset * 2) % catalogueFeatures.length] ?? ""),
      // A unit price with up to 4 decimals like the server's (₦0.005 to ₦25.0049): shown per 1000.
      price: `${Math.floor(cents / 10_000)}.${String(cents % 10_000).padStart(4, "0")}`,
      minOrder: 10 * ((id % 10) + 1),
      maxOrder: id === 7 ? 2_147_483_647 : 10_000 * ((id % 50) + 1),
      deliveryTime: deliveryTimes[id % deliveryTimes.length] ?? "Instant",
      isNew: id % 3 === 0,
      isRecommended: id % 4 === 0,
    };
  });
}

/** `count` services in one category (ids 1 to count), for the 10,000-service picker. Price: id × 0.001 + 0.50. */
export function makeServices(count: number, categoryId: number): Service[] {
  return Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    const thousandths = id + 500;
    return {
      id,
      category_id: categoryId,
      service_title: `Instagram Followers service ${id}`,
      price: `${Math.floor(thousandths / 1000)}.${String(thousandths % 1000).padStart(3, "0")}`,
      min_amount: 10,
      max_amount: 100_000,
    };
  });
}
