import { LIST_PRICING, NEW_ORDER_MESSAGES, orderedServiceOf, priceOrder, type Service } from "@smm/domain";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectPassThrough } from "../../../test-support/expectPassThrough";
import { MoneyDisplayProvider } from "../../common/Money";
import { categoryServices, sampleCategories, sampleStats } from "../shared/fixtures";
import { NewOrderForm } from "./NewOrderForm";
import { servicesToPick } from "./servicesToPick";

const props = { stats: sampleStats, categories: sampleCategories, services: categoryServices };

describe("servicesToPick", () => {
  it("offers the category's services, or with search text any service by title or ID", () => {
    expect(servicesToPick(categoryServices, 2, "").map((s) => s.id)).toEqual([2, 5]);
    expect(servicesToPick(categoryServices, 2, " Premium ").map((s) => s.id)).toEqual([4]);
    expect(servicesToPick(categoryServices, 1, "6").map((s) => s.id)).toEqual([6]);
  });
});

describe("NewOrderForm", () => {
  it("passes className and extra props to the wrapper", () => {
    expectPassThrough((passed) => <NewOrderForm {...props} {...passed} onSubmit={vi.fn()} />, { ref: false });
  });

  it("validates the quantity against the service chosen now, not the first one", async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn();
    render(<NewOrderForm {...props} onSubmit={onSubmit} />);
    // Service 1 allows 100 to 100,000; searching picks service 4 (50 to 20,000).
    await user.type(screen.getByRole("searchbox", { name: "Search services" }), "premium");
    await waitFor(() => expect(screen.getByText("Min: 50 - Max: 20,000")).toBeInTheDocument());
    await user.type(screen.getByRole("textbox", { name: "Link" }), "https://instagram.com/a");
    await user.type(screen.getByRole("textbox", { name: "Quantity" }), "30000");
    await user.click(screen.getByRole("button", { name: "Submit Order" }));
    expect(await screen.findByText(NEW_ORDER_MESSAGES.quantityMax(20_000))).toBeInTheDocument();
    await user.clear(screen.getByRole("textbox", { name: "Quantity" }));
    await user.type(screen.getByRole("textbox", { name: "Quantity" }), "60");
    await user.click(screen.getByRole("button", { name: "Submit Order" }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ service_id: 4, link: "https://instagram.com/a", quantity: "60" }),
    );
    // Much typing in jsdom: slow on a busy machine.
  }, 15_000);

  it("keeps the total exact and at zero for a quantity that is not a whole number", async () => {
    const user = userEvent.setup({ delay: null });
    // Service 2 costs 0.10 a unit: 3 units are 0.30, which binary floats make 0.30000000000000004.
    const [youtube] = servicesToPick(categoryServices, 2, "");
    if (!youtube) throw new Error("fixture missing");
    render(<NewOrderForm {...props} services={[{ ...youtube, category_id: 1 }]} onSubmit={vi.fn()} />);
    const quantity = screen.getByRole("textbox", { name: "Quantity" });
    await user.type(quantity, "3");
    expect(screen.getByText("₦0.30")).toBeInTheDocument();
    await user.type(quantity, ".5");
    expect(screen.getByText("₦0.00")).toBeInTheDocument();
  });

  it("prices each service and the total as the customer is charged: their discount, in the display currency", async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <MoneyDisplayProvider currency="USD" rates={{ USD: "0.00065" }} pricing={{ discountPercent: "10" }}>
        <NewOrderForm {...props} onSubmit={vi.fn()} />
      </MoneyDisplayProvider>,
    );
    // ₦0.50 a unit is ₦500.00 per 1000, ₦450.00 with 10 % off: US$0.2925 → US$0.29 (never US$0.00).
    expect(screen.getByRole("combobox", { name: "Service" })).toHaveValue(
      "1 - Instagram Followers [Real, Refill 30 days] - US$0.29 per 1000",
    );
    await user.type(screen.getByRole("textbox", { name: "Quantity" }), "1234");
    // 1234 × 0.50 less 10 % = ₦555.30, the charge, shown beside its value in dollars.
    expect(screen.getByText("US$0.36 (₦555.30)")).toBeInTheDocument();
  });

  it("follows a change of display currency in the chosen service's label", () => {
    const rates = { USD: "0.00065" };
    const { rerender } = render(
      <MoneyDisplayProvider currency="NGN" rates={rates}>
        <NewOrderForm {...props} onSubmit={vi.fn()} />
      </MoneyDisplayProvider>,
    );
    const service = screen.getByRole("combobox", { name: "Service" });
    expect(service).toHaveValue("1 - Instagram Followers [Real, Refill 30 days] - ₦500.00 per 1000");
    rerender(
      <MoneyDisplayProvider currency="USD" rates={rates}>
        <NewOrderForm {...props} onSubmit={vi.fn()} />
      </MoneyDisplayProvider>,
    );
    expect(service).toHaveValue("1 - Instagram Followers [Real, Refill 30 days] - US$0.33 per 1000");
  });

  it("searches every category; choosing a result selects its category and service", async () => {
    const user = userEvent.setup({ delay: null });
    const onCategoryChange = vi.fn();
    const onSearchStart = vi.fn();
    render(
      <NewOrderForm {...props} onSubmit={vi.fn()} onCategoryChange={onCategoryChange} onSearchStart={onSearchStart} />,
    );
    const category = screen.getByRole("combobox", { name: "Category" });
    const service = screen.getByRole("combobox", { name: "Service" });
    expect(category).toHaveTextContent("Instagram Followers");
    await user.type(screen.getByRole("searchbox", { name: "Search services" }), "tiktok");
    expect(onSearchStart).toHaveBeenCalledTimes(1);
    // The first result is chosen and the category picker names its category.
    await waitFor(() => expect(service).toHaveValue("3 - TikTok Followers [New Category] - ₦1,250.00 per 1000"));
    expect(category).toHaveTextContent("TikTok Followers");
    // Choosing the other result: its category becomes the chosen one, and the search is done.
    await user.clear(service);
    await user.type(service, "fast");
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByRole("searchbox", { name: "Search services" })).toHaveValue(""));
    expect(service).toHaveValue("6 - TikTok Followers [Fast] - ₦1,100.00 per 1000");
    expect(category).toHaveTextContent("TikTok Followers");
    expect(onCategoryChange).toHaveBeenLastCalledWith(3);
  }, 15_000);
});

/** One service of `type` alone in category 1, so the form starts on it. */
const typed = (type: string, extra: Partial<Service> = {}): Service => ({
  id: 61,
  category_id: 1,
  service_title: `${type} service`,
  price: "1.50",
  min_amount: 2,
  max_amount: 1000,
  type,
  dripfeed: false,
  ...extra,
});
const totalText = () => document.querySelector("[data-slot=new-order-total]")?.textContent;
/** What the server charges for `given`: the domain's rule, in the form's naira format. */
const charged = (service: Service, given: Record<string, string>) => {
  const priced = priceOrder(orderedServiceOf(service), given, LIST_PRICING);
  if (!priced.ok) throw new Error(JSON.stringify(priced.problems));
  return `₦${Number(priced.order.charge).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;
};

// Each type's fields and total are proven by its story (NewOrderForm.stories.tsx, Type*); here what no story shows.
describe("NewOrderForm: a form for each service type, its total the charge (#34)", () => {
  const renderWith = (service: Service, onSubmit = vi.fn()) =>
    render(<NewOrderForm {...props} services={[service]} onSubmit={onSubmit} />);
  const link = "https://instagram.com/p/x";

  it("Package: its price per package, no quantity field, the total its price", async () => {
    const pack = typed("Package", { price: "2.5", min_amount: 1, max_amount: 1 });
    const onSubmit = vi.fn();
    renderWith(pack, onSubmit);
    expect(screen.getByRole("combobox", { name: "Service" })).toHaveValue(
      "61 - Package service - ₦2,500.00 per package",
    );
    expect(screen.queryByRole("textbox", { name: "Quantity" })).toBeNull();
    expect(totalText()).toBe("₦2,500.00");
    expect(totalText()).toBe(charged(pack, { link }));
    await userEvent.setup({ delay: null }).type(screen.getByRole("textbox", { name: "Link" }), link);
    await userEvent.setup({ delay: null }).click(screen.getByRole("button", { name: "Submit Order" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ service_id: 61, link }));
  });

  it("shows no bounds before a service is chosen, and a huge maximum readably", () => {
    const { unmount } = render(<NewOrderForm {...props} services={[]} onSubmit={vi.fn()} />);
    expect(screen.queryByText(/Min: .* - Max:/)).toBeNull();
    unmount();
    renderWith(typed("default", { min_amount: 100, max_amount: 2_147_483_647 }));
    expect(screen.getByText("Min: 100 - Max: 2.1B")).toBeInTheDocument();
  });
});
