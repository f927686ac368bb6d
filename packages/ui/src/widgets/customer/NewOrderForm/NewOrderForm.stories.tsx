import { NEW_ORDER_MESSAGES } from "@smm/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { shownTo } from "../../common/Money/storyDecorators";
import { categoryServices, makeServices, sampleCategories, sampleStats } from "../shared/fixtures";
import { NewOrderForm } from "./NewOrderForm";

const deliveryTimes: Record<number, string> = { 1: "0-6 hours", 2: "1-24 hours", 3: "Instant" };

const meta = {
  title: "Widgets/Customer/NewOrderForm",
  component: NewOrderForm,
  args: {
    onSubmit: fn(async () => {}),
    onCategoryChange: fn(),
    stats: sampleStats,
    categories: sampleCategories,
    services: categoryServices,
    estimatedDelivery: (service) => deliveryTimes[service.id],
    statsLoading: false,
    servicesLoading: false,
    error: null,
  },
  argTypes: { error: { control: "text" } },
} satisfies Meta<typeof NewOrderForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const FirstChoicesPreselected: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("adaeze")).toBeVisible();
    await expect(canvas.getByText("₦15,250.75")).toBeVisible();
    await expect(canvas.getByText("128")).toBeVisible();
    await expect(canvas.getByRole("combobox", { name: "Category" })).toHaveTextContent("Instagram Followers");
    await expect(canvas.getByRole("combobox", { name: "Service" })).toHaveValue(
      "1 - Instagram Followers [Real, Refill 30 days] - ₦500.00 per 1000",
    );
    await expect(canvas.getByText(/30-day refill guarantee/)).toBeVisible();
    await expect(canvas.getByText("Min: 100 - Max: 100,000")).toBeVisible();
    await expect(canvas.getByText("0-6 hours")).toBeVisible();
    await expect(args.onCategoryChange).toHaveBeenCalledWith(1);
  },
};

export const LiveTotalCost: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const total = canvasElement.querySelector("[data-slot=new-order-total]");
    await expect(total).toHaveTextContent("₦0.00");
    await userEvent.type(canvas.getByRole("textbox", { name: "Quantity" }), "1234");
    // 1234 × 0.50, exact.
    await expect(total).toHaveTextContent("₦617.00");
  },
};

export const ChangeCategoryByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const category = canvas.getByRole("combobox", { name: "Category" });
    category.focus();
    await userEvent.keyboard("{Enter}");
    await body.findByRole("listbox");
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await waitFor(() => expect(category).toHaveTextContent("YouTube Views"));
    await expect(args.onCategoryChange).toHaveBeenLastCalledWith(2);
    // The category's first service is chosen, with its bounds and delivery.
    await expect(canvas.getByRole("combobox", { name: "Service" })).toHaveValue(
      "2 - YouTube Views [High Retention] - ₦100.00 per 1000",
    );
    await expect(canvas.getByText("Min: 500 - Max: 1,000,000")).toBeVisible();
    await expect(canvas.getByText("1-24 hours")).toBeVisible();
  },
};

/** The search box searches every category; the category picker names the result's category. */
export const SearchAcrossServices: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search services" }), "tiktok");
    await waitFor(() =>
      expect(canvas.getByRole("combobox", { name: "Service" })).toHaveValue(
        "3 - TikTok Followers [New Category] - ₦1,250.00 per 1000",
      ),
    );
    await expect(canvas.getByRole("combobox", { name: "Category" })).toHaveTextContent("TikTok Followers");
  },
};

/**
 * A customer with a 10 % discount who reads prices in dollars: every price is their rate per 1000 in US$ (tiny unit
 * prices keep their digits, never US$0.00) and the total is the charge, in dollars with the naira charged beside it.
 */
export const DiscountInDollars: Story = {
  decorators: [shownTo("USD", { discountPercent: "10" })],
  args: {
    services: [
      ...categoryServices,
      {
        id: 7,
        category_id: 1,
        service_title: "Instagram Impressions [Bulk]",
        price: "0.0004",
        min_amount: 1000,
        max_amount: 10_000_000,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const service = canvas.getByRole("combobox", { name: "Service" });
    await expect(service).toHaveValue("1 - Instagram Followers [Real, Refill 30 days] - US$0.29 per 1000");
    await expect(canvas.getByText("US$9.91")).toBeVisible();
    await userEvent.type(canvas.getByRole("textbox", { name: "Quantity" }), "1234");
    await expect(canvasElement.querySelector("[data-slot=new-order-total]")).toHaveTextContent("US$0.36 (₦555.30)");
    // ₦0.0004 a unit: ₦0.40 per 1000, ₦0.36 with the discount, US$0.000234 → US$0.00023.
    await userEvent.clear(service);
    await userEvent.type(service, "impressions{Enter}");
    await expect(service).toHaveValue("7 - Instagram Impressions [Bulk] - US$0.00023 per 1000");
  },
};

/**
 * A customer with a custom rate for service 1 (₦400 per 1000 where the list says ₦500) and 10 % off the rest: the
 * picker and the total show the custom rate, not discounted again; another service keeps the discount.
 */
export const CustomRate: Story = {
  decorators: [shownTo("NGN", { discountPercent: "10", customUnitPrices: { 1: "0.4" } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const service = canvas.getByRole("combobox", { name: "Service" });
    await expect(service).toHaveValue("1 - Instagram Followers [Real, Refill 30 days] - ₦400.00 per 1000");
    await userEvent.type(canvas.getByRole("textbox", { name: "Quantity" }), "1234");
    // 1234 × 0.40, exact.
    await expect(canvasElement.querySelector("[data-slot=new-order-total]")).toHaveTextContent("₦493.60");
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search services" }), "tiktok");
    await waitFor(() => expect(service).toHaveValue("3 - TikTok Followers [New Category] - ₦1,125.00 per 1000"));
  },
};

/** The service picker is a virtualised combobox: 10,000 services in one category, picked by typing. */
export const TenThousandServices: Story = {
  args: { services: makeServices(10_000, 1) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const service = canvas.getByRole("combobox", { name: "Service" });
    await expect(service).toHaveValue("1 - Instagram Followers service 1 - ₦501.00 per 1000");
    await userEvent.clear(service);
    await userEvent.type(service, "9876");
    const listbox = canvas.getByRole("listbox", { name: "Service" });
    await waitFor(() => expect(within(listbox).getAllByRole("option")).toHaveLength(1));
    await userEvent.keyboard("{Enter}");
    await expect(service).toHaveValue("9876 - Instagram Followers service 9876 - ₦10,376.00 per 1000");
    await userEvent.type(canvas.getByRole("textbox", { name: "Link" }), "https://instagram.com/a");
    await userEvent.type(canvas.getByRole("textbox", { name: "Quantity" }), "100{Enter}");
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ service_id: 9876, link: "https://instagram.com/a", quantity: 100 }),
    );
  },
};

export const Validation: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Submit Order" }));
    await expect(await canvas.findByText(NEW_ORDER_MESSAGES.linkRequired)).toBeVisible();
    await expect(canvas.getByText(NEW_ORDER_MESSAGES.quantityRequired)).toBeVisible();
    await userEvent.type(canvas.getByRole("textbox", { name: "Link" }), "instagram.com/me");
    await userEvent.type(canvas.getByRole("textbox", { name: "Quantity" }), "10");
    await expect(await canvas.findByText(NEW_ORDER_MESSAGES.linkInvalid)).toBeVisible();
    // The chosen service's minimum (100), not the default.
    await expect(canvas.getByText(NEW_ORDER_MESSAGES.quantityMin(100))).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "Quantity" })).toHaveAttribute("aria-invalid", "true");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole("textbox", { name: "Link" });
    await userEvent.type(link, "https://instagram.com/adaeze");
    await userEvent.type(canvas.getByRole("textbox", { name: "Quantity" }), "1000{Enter}");
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        service_id: 1,
        link: "https://instagram.com/adaeze",
        quantity: 1000,
      }),
    );
    await waitFor(() => expect(link).toHaveValue(""));
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "Link" }), "https://instagram.com/adaeze");
    await userEvent.type(canvas.getByRole("textbox", { name: "Quantity" }), "100");
    const submit = canvas.getByRole("button", { name: "Submit Order" });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute("aria-busy", "true"));
  },
};

export const SubmitError: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new Error("Insufficient balance");
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "Link" }), "https://instagram.com/adaeze");
    await userEvent.type(canvas.getByRole("textbox", { name: "Quantity" }), "100");
    await userEvent.click(canvas.getByRole("button", { name: "Submit Order" }));
    await expect(await canvas.findByText("Insufficient balance")).toBeVisible();
  },
};

export const Loading: Story = {
  args: { statsLoading: true, servicesLoading: true, services: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const service = canvas.getByRole("combobox", { name: "Service" });
    await expect(service).toHaveAttribute("placeholder", "Loading services...");
    await expect(service).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { categories: [], services: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: "Category" })).toHaveTextContent("No categories");
    await expect(canvas.getByRole("combobox", { name: "Service" })).toHaveAttribute(
      "placeholder",
      "No services available",
    );
  },
};

export const ErrorState: Story = {
  name: "Error",
  args: { error: "Failed to fetch services", services: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("Failed to fetch services");
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
};
