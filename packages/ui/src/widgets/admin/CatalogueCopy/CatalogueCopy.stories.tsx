import type { ProviderCatalogueCategory } from "@smm/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { CatalogueCopy, MARKUP_MESSAGE, NO_CATEGORY_MESSAGE } from "./CatalogueCopy";

const CATEGORIES: ProviderCatalogueCategory[] = [
  { name: "Instagram Followers [Refill]", platform: "instagram", services: 12, imported: 0, exists: false },
  { name: "YouTube Views", platform: "youtube", services: 8, imported: 0, exists: true },
  { name: "TikTok Likes", platform: "tiktok", services: 5, imported: 2, exists: true },
  {
    name: "Telegram Post Views + Reactions for channels and groups",
    platform: "telegram",
    services: 3,
    imported: 0,
    exists: false,
  },
];

const meta = {
  title: "Widgets/Admin/CatalogueCopy",
  component: CatalogueCopy,
  args: { categories: CATEGORIES, onSubmit: fn(async () => {}) },
} satisfies Meta<typeof CatalogueCopy>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Everything chosen: the preview counts what the copy makes before anything is made. */
export const AllCategories: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("checkbox", { name: "All categories (4)" })).toBeChecked();
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "Copies 26 services into 4 categories (2 new); 2 already copied stay as they are.",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Copy catalogue" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ markup_percent: "30" }));
  },
};

export const ChosenCategories: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("checkbox", { name: "All categories (4)" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "Instagram Followers [Refill]" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "YouTube Views" }));
    await expect(canvas.getByRole("checkbox", { name: "All categories (4)" })).toHaveAttribute(
      "data-state",
      "indeterminate",
    );
    await expect(canvas.getByRole("status")).toHaveTextContent("Copies 20 services into 2 categories (1 new).");
    const markup = canvas.getByLabelText(/^Markup/);
    await userEvent.clear(markup);
    await userEvent.type(markup, "25.5");
    await userEvent.click(canvas.getByRole("button", { name: "Copy catalogue" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        categories: ["Instagram Followers [Refill]", "YouTube Views"],
        markup_percent: "25.5",
      }),
    );
  },
};

export const WithCurrencyRate: Story = {
  args: {
    currencyRateLabel: "NGN per provider currency unit",
    currencyRateHint: "Leave empty when the provider prices in Naira.",
  },
};

export const Invalid: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("checkbox", { name: "All categories (4)" }));
    await userEvent.clear(canvas.getByLabelText(/^Markup/));
    await userEvent.click(canvas.getByRole("button", { name: "Copy catalogue" }));
    await expect(await canvas.findByText(NO_CATEGORY_MESSAGE)).toBeVisible();
    await expect(canvas.getByText(MARKUP_MESSAGE)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true, categories: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status", { name: "Loading the categories" })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: {
    categories: [],
    loadError: { message: "The provider's service list could not be read: No answer within 15000 ms", retry: fn() },
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Try again" }));
    await expect(args.loadError?.retry).toHaveBeenCalled();
  },
};

export const NothingListed: Story = { args: { categories: [] } };

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const { documentElement } = canvasElement.ownerDocument;
    await expect(documentElement.scrollWidth).toBeLessThanOrEqual(documentElement.clientWidth);
  },
};
