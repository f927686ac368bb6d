import {
  LIST_PRICING,
  NEW_ORDER_MESSAGES,
  ORDER_FIELD_MESSAGES,
  orderedServiceOf,
  priceOrder,
  type Service,
} from "@smm/domain";
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
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
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
      expect(args.onSubmit).toHaveBeenCalledWith({
        service_id: 9876,
        link: "https://instagram.com/a",
        quantity: "100",
      }),
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
        quantity: "1000",
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

// One story per service type (issue 34): the form the type needs, and a `play` that fills it and checks that the
// total shown is what the server charges: the domain's `priceOrder` for the same fields. Shot in light only: the
// fields are the kit's own, whose dark theme the stories above already shoot.

/** A service of `type`, alone in the first category so the form opens on it. */
const typedService = (type: string, title: string, extra: Partial<Service> = {}): Service => ({
  id: 61,
  category_id: 1,
  service_title: title,
  price: "1.50",
  min_amount: 10,
  max_amount: 5000,
  type,
  dripfeed: false,
  ...extra,
});

/** The charge of `given` for `service`, as the New Order total shows it in naira. */
function chargeShown(service: Service, given: Record<string, string>): string {
  const priced = priceOrder(orderedServiceOf(service), given, LIST_PRICING);
  if (!priced.ok) throw new Error(JSON.stringify(priced.problems));
  const [whole = "0", kobo] = priced.order.charge.split(".");
  return `₦${Number(whole).toLocaleString("en-US")}.${kobo}`;
}

/** Types `fields` (label → text) into the form and checks the total against the server's charge of `given`. */
async function fillAndCheckTotal(
  canvasElement: HTMLElement,
  service: Service,
  fields: Record<string, string>,
  given: Record<string, string>,
) {
  const canvas = within(canvasElement);
  for (const [label, text] of Object.entries(fields))
    await userEvent.type(canvas.getByRole("textbox", { name: label }), text);
  await expect(canvasElement.querySelector("[data-slot=new-order-total]")).toHaveTextContent(
    chargeShown(service, given),
  );
}

const typedStory = (service: Service, play: Story["play"], mobile = false): Story => ({
  args: { services: [service] },
  parameters: { visual: { themes: ["light"] } },
  ...(mobile ? { globals: { viewport: { value: "mobile" } } } : {}),
  play,
});

const link = "https://instagram.com/p/adaeze";
const defaultService = typedService("default", "Instagram Likes [Basic]", { price: "0.40" });
const packageService = typedService("Package", "TikTok Starter Package [1,000 Followers + 2,000 Likes]", {
  price: "2.50",
  min_amount: 1,
  max_amount: 1,
});
const commentsService = typedService("Custom Comments", "Instagram Custom Comments [Real]", {
  price: "21.60",
  min_amount: 5,
});
const mentionsService = typedService("Mentions", "Instagram Mentions [Real]", { price: "0.80" });
const hashtagsService = typedService("Mentions with Hashtags", "Instagram Mentions [With Hashtags]", { price: "0.80" });
const customListService = typedService("Mentions Custom List", "Instagram Mentions [Custom List]", {
  price: "0.80",
  min_amount: 2,
});
const hashtagService = typedService("Mentions Hashtag", "Instagram Mentions [Hashtag]", { price: "0.80" });
const followersService = typedService("Mentions User Followers", "Instagram Mentions [User Followers]", {
  price: "0.80",
});
const likersService = typedService("Mentions Media Likers", "Instagram Mentions [Media Likers]", { price: "0.80" });
const subscriptionsService = typedService("Subscriptions", "Instagram Auto Likes [Subscription]", {
  price: "0.30",
  min_amount: 50,
});
const pollService = typedService("Poll", "Instagram Story Poll Votes", { price: "0.90" });
const dripService = typedService("default", "Instagram Followers [Drip-feed]", {
  price: "1.68",
  dripfeed: true,
  max_amount: 100_000,
});

export const TypeDefault = typedStory(defaultService, async ({ canvasElement }) => {
  await fillAndCheckTotal(canvasElement, defaultService, { Link: link, Quantity: "250" }, { link, quantity: "250" });
});

/** A package is sold whole: its price per package, no quantity, the total its price from the start. */
export const TypePackage = typedStory(packageService, async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText("₦2,500.00 per package")).toBeVisible();
  await expect(canvas.queryByRole("textbox", { name: "Quantity" })).toBeNull();
  await fillAndCheckTotal(canvasElement, packageService, { Link: link }, { link });
});

/** 375 px: the price is on its own line under the picker, so it is never cut off. */
export const TypePackageMobile = typedStory(
  packageService,
  async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("₦2,500.00 per package")).toBeVisible();
  },
  true,
);

/** One comment a line; the count is the quantity, shown read-only; no comments is refused before any charge. */
export const TypeCustomComments = typedStory(commentsService, async ({ args, canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole("textbox", { name: "Link" }), link);
  await userEvent.click(canvas.getByRole("button", { name: "Submit Order" }));
  await expect(await canvas.findByText(ORDER_FIELD_MESSAGES.commentsRequired)).toBeVisible();
  await expect(args.onSubmit).not.toHaveBeenCalled();
  const comments = ["Lovely!", "Where is this?", "So good", "Wow", "Nice shot"];
  await userEvent.type(canvas.getByRole("textbox", { name: "Comments" }), comments.join("{Enter}"));
  await expect(canvas.getByRole("textbox", { name: "Quantity" })).toHaveValue("5");
  await fillAndCheckTotal(canvasElement, commentsService, {}, { link, comments: comments.join("\n") });
});

export const TypeCustomCommentsMobile = typedStory(commentsService, undefined, true);

export const TypeMentions = typedStory(mentionsService, async ({ canvasElement }) => {
  await fillAndCheckTotal(
    canvasElement,
    mentionsService,
    { Link: link, Quantity: "100", Usernames: "ada{Enter}bola" },
    { link, quantity: "100", usernames: "ada\nbola" },
  );
});

export const TypeMentionsWithHashtags = typedStory(hashtagsService, async ({ canvasElement }) => {
  await fillAndCheckTotal(
    canvasElement,
    hashtagsService,
    { Link: link, Quantity: "100", Usernames: "ada", Hashtags: "#lagos{Enter}#abuja" },
    { link, quantity: "100", usernames: "ada", hashtags: "#lagos\n#abuja" },
  );
});

export const TypeMentionsCustomList = typedStory(customListService, async ({ canvasElement }) => {
  await fillAndCheckTotal(
    canvasElement,
    customListService,
    { Link: link, Usernames: "ada{Enter}bola{Enter}chidi" },
    { link, usernames: "ada\nbola\nchidi" },
  );
  await expect(within(canvasElement).getByRole("textbox", { name: "Quantity" })).toHaveValue("3");
});

export const TypeMentionsHashtag = typedStory(hashtagService, async ({ canvasElement }) => {
  await fillAndCheckTotal(
    canvasElement,
    hashtagService,
    { Link: link, Quantity: "100", Hashtag: "#lagos" },
    { link, quantity: "100", hashtag: "#lagos" },
  );
});

export const TypeMentionsUserFollowers = typedStory(followersService, async ({ canvasElement }) => {
  await fillAndCheckTotal(
    canvasElement,
    followersService,
    { Link: link, Quantity: "100", Username: "ada.styles" },
    { link, quantity: "100", username: "ada.styles" },
  );
});

export const TypeMentionsMediaLikers = typedStory(likersService, async ({ canvasElement }) => {
  const media = "https://instagram.com/p/liked";
  await fillAndCheckTotal(
    canvasElement,
    likersService,
    { Link: link, Quantity: "100", "Media link": media },
    { link, quantity: "100", media },
  );
});

/** Charged for the most it can deliver: max per post × posts. */
export const TypeSubscriptions = typedStory(subscriptionsService, async ({ canvasElement }) => {
  await fillAndCheckTotal(
    canvasElement,
    subscriptionsService,
    { Username: "ada.styles", Min: "100", Max: "200", Posts: "5", "Delay (minutes)": "30", Expiry: "31/12/2026" },
    { username: "ada.styles", min: "100", max: "200", posts: "5", delay: "30", expiry: "31/12/2026" },
  );
  await expect(within(canvasElement).getByText("Total quantity: 1,000 (max × posts)")).toBeVisible();
});

export const TypeSubscriptionsMobile = typedStory(subscriptionsService, undefined, true);

export const TypePoll = typedStory(pollService, async ({ canvasElement }) => {
  await fillAndCheckTotal(
    canvasElement,
    pollService,
    { Link: link, Quantity: "100", "Answer number": "2" },
    { link, quantity: "100", answer_number: "2" },
  );
});

/** Drip-feed: runs of the quantity, an interval apart; the total is quantity × runs. */
export const TypeDripFeed = typedStory(dripService, async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole("textbox", { name: "Quantity" }), "500");
  await userEvent.click(canvas.getByRole("switch", { name: "Drip-feed" }));
  await fillAndCheckTotal(
    canvasElement,
    dripService,
    { Link: link, Runs: "4", "Interval (minutes)": "60" },
    { link, quantity: "500", runs: "4", interval: "60" },
  );
  await expect(canvas.getByText("Total quantity: 2,000 (quantity × runs)")).toBeVisible();
});
