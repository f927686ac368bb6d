import type { App } from "../../app";
import type { Db } from "../../db/client";
import { categories, providers, serviceSources, services } from "../../db/schema";
import { fundCustomer, registerCustomer } from "../requests";
import type { FakeProvider } from ".";

/** A provider row pointing at the fake, without the balance check (tests of the queue do not need it). */
export async function insertProvider(db: Db, fake: FakeProvider): Promise<number> {
  const [row] = await db
    .insert(providers)
    .values({ name: "Fake", url: fake.url, apiKey: fake.key })
    .returning({ id: providers.id });
  if (!row) throw new Error("provider insert returned nothing");
  return row.id;
}

export interface ServiceFixture {
  type?: string;
  unitPrice?: string;
  min?: number;
  max?: number;
  refill?: boolean;
  cancel?: boolean;
  dripfeed?: boolean;
  /** Resold from this provider (with this provider service id); a manual service without it. */
  provider?: { id: number; serviceId: string };
}

export async function insertService(db: Db, fixture: ServiceFixture = {}): Promise<number> {
  const [category] = await db.select({ id: categories.id }).from(categories).limit(1);
  if (!category) throw new Error("the template has no category");
  const [row] = await db
    .insert(services)
    .values({
      categoryId: category.id,
      title: `Test ${fixture.type ?? "default"} service`,
      unitPrice: fixture.unitPrice ?? "1.0000",
      minAmount: fixture.min ?? 10,
      maxAmount: fixture.max ?? 10_000,
      deliveryTime: "1 hour",
      type: fixture.type ?? "default",
      refill: fixture.refill ?? true,
      cancel: fixture.cancel ?? true,
      dripfeed: fixture.dripfeed ?? true,
    })
    .returning({ id: services.id });
  if (!row) throw new Error("service insert returned nothing");
  if (fixture.provider) {
    await db.insert(serviceSources).values({
      serviceId: row.id,
      providerId: fixture.provider.id,
      providerServiceId: fixture.provider.serviceId,
      providerRate: "0.8",
      markupPercent: "25",
      currencyRate: "1",
    });
  }
  return row.id;
}

/** A funded customer with an API key, and a caller of POST /api/v2 with that key (form-encoded). */
export async function apiCustomer(app: App, db: Db, balance = "10000.00") {
  const customer = await registerCustomer(app);
  await fundCustomer(db, customer.user.id, balance);
  const { key } = (await app.inject({ method: "POST", url: "/api/api-key", headers: customer.auth })).json() as {
    key: string;
  };
  const call = async (fields: Record<string, string>): Promise<unknown> => {
    const response = await app.inject({
      method: "POST",
      url: "/api/v2",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ key, ...fields }).toString(),
    });
    return response.json();
  };
  /** Places an order of `quantity` for a fresh link through API v2 `add`; answers its number. */
  const place = async (serviceId: number, quantity: number): Promise<number> => {
    const answer = (await call({
      action: "add",
      service: String(serviceId),
      link: `https://instagram.com/p/${Math.random()}`,
      quantity: String(quantity),
    })) as { order: number };
    return answer.order;
  };
  return { ...customer, key, call, place };
}
