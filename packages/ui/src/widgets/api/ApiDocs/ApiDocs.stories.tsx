import { RESELLER_API_ERROR_LIST } from "@smm/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, spyOn, userEvent, within } from "storybook/test";
import { ApiDocs } from "./ApiDocs";
import { apiReference } from "./apiReference";

const API_URL = "https://panel.example.com/api/v2";

const meta = {
  title: "Widgets/Api/ApiDocs",
  // A whole page: played and checked by axe, not shot here (e2e/pages.visual.spec.ts shoots /api and /dashboard/api at 1280 and 375 px).
  tags: ["page"],
  component: ApiDocs,
  args: { apiUrl: API_URL, currency: "NGN", onLanguageChange: fn() },
  argTypes: {
    language: { control: "select", options: ["curl", "php", "node"] },
    currency: { control: "select", options: ["NGN", "USD", "EUR", "GBP"] },
  },
} satisfies Meta<typeof ApiDocs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(API_URL)).toBeVisible();
    const contents = within(canvas.getByRole("navigation", { name: "Actions" }));
    for (const doc of apiReference("NGN")) {
      const section = within(canvas.getByRole("region", { name: doc.title }));
      await expect(section.getByRole("table", { name: `Parameters of ${doc.title}` })).toBeVisible();
      await expect(section.getByRole("figure", { name: "cURL request" })).toHaveTextContent(`action=${doc.action}`);
      await expect(section.getByRole("figure", { name: "Example response" })).toBeVisible();
      await expect(contents.getByRole("link", { name: doc.title })).toHaveAttribute("href", `#api-${doc.slug}`);
    }
    const errors = within(canvas.getByRole("region", { name: "Errors" }));
    for (const error of RESELLER_API_ERROR_LIST) await expect(errors.getByText(error)).toBeVisible();
  },
};

export const OneLanguageForEveryAction: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const balance = within(canvas.getByRole("region", { name: "User balance" }));
    const curl = balance.getByRole("tab", { name: "cURL" });
    await userEvent.click(curl);
    await expect(curl).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(balance.getByRole("tab", { name: "PHP" })).toHaveAttribute("aria-selected", "true");
    await expect(balance.getByRole("figure", { name: "PHP request" })).toHaveTextContent("http_build_query($post)");
    await expect(args.onLanguageChange).toHaveBeenLastCalledWith("php");
    await userEvent.keyboard("{End}");
    await expect(args.onLanguageChange).toHaveBeenLastCalledWith("node");
    // The choice holds for every section, so a reader picks a language once.
    const status = within(canvas.getByRole("region", { name: "Order status" }));
    await expect(status.getByRole("tab", { name: "Node.js" })).toHaveAttribute("aria-selected", "true");
    await expect(status.getByRole("figure", { name: "Node.js request" })).toHaveTextContent("new URLSearchParams");
  },
};

export const CopyExample: Story = {
  play: async ({ canvasElement }) => {
    const writeText = spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    const add = within(within(canvasElement).getByRole("region", { name: "Add order: Default" }));
    await userEvent.click(add.getByRole("button", { name: "Copy cURL request" }));
    await expect(writeText).toHaveBeenCalledWith(expect.stringContaining(`curl -X POST '${API_URL}'`));
    await expect(writeText).toHaveBeenCalledWith(expect.stringContaining("--data-urlencode 'key=YOUR_API_KEY'"));
    await userEvent.click(add.getByRole("button", { name: "Copy Example response" }));
    await expect(writeText).toHaveBeenLastCalledWith('{\n  "order": 23501\n}');
    writeText.mockRestore();
  },
};

export const KeyboardScrollsCode: Story = {
  play: async ({ canvasElement }) => {
    const services = within(within(canvasElement).getByRole("region", { name: "Service list" }));
    const response = services.getByRole("figure", { name: "Example response" });
    response.focus();
    await expect(response).toHaveFocus();
    await userEvent.tab();
    await expect(services.getByRole("button", { name: "Copy Example response" })).toHaveFocus();
  },
};

export const InDollars: Story = {
  args: { currency: "USD", defaultLanguage: "php" },
  play: async ({ canvasElement }) => {
    const balance = within(within(canvasElement).getByRole("region", { name: "User balance" }));
    await expect(balance.getByRole("figure", { name: "Example response" })).toHaveTextContent('"currency": "USD"');
    await expect(balance.getByRole("tab", { name: "PHP" })).toHaveAttribute("aria-selected", "true");
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: "API v2" })).toBeVisible();
    await expect(canvas.getByRole("region", { name: "Add order: Poll" })).toBeInTheDocument();
    const { documentElement, defaultView } = canvasElement.ownerDocument;
    await expect(defaultView?.innerWidth).toBeLessThan(500);
    // The page must not scroll sideways: code blocks and tables scroll inside their own boxes.
    await expect(documentElement.scrollWidth).toBeLessThanOrEqual(documentElement.clientWidth);
  },
};
