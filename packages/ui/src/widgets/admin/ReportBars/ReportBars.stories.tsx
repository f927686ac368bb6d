import { formatMoney } from "@smm/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ReportBars } from "./ReportBars";

const naira = (value: string) => formatMoney(value);

const meta = {
  title: "Widgets/Admin/ReportBars",
  component: ReportBars,
  args: {
    caption: "Profit by service",
    valueLabel: "Profit",
    format: naira,
    bars: [
      { key: "1", label: "Instagram Followers [Basic]", value: "12500.00" },
      { key: "2", label: "YouTube Views [Fast]", value: "8420.50" },
      { key: "3", label: "TikTok Likes", value: "1200.00" },
      { key: "4", label: "Custom Comments (manual)", value: "-350.00" },
    ],
  },
} satisfies Meta<typeof ReportBars>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Populated: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = await canvas.findByRole("figure", { name: "Profit by service" });
    // The bars are decorative; the same figures are in a table named like the chart.
    const table = within(chart).getByRole("table", { name: "Profit by service" });
    const rows = within(table).getAllByRole("row");
    await expect(rows).toHaveLength(5);
    await expect(rows[1]).toHaveTextContent(`Instagram Followers [Basic]${naira("12500.00")}`);
    await expect(rows[4]).toHaveTextContent(naira("-350.00"));
    // The largest value fills its track; a loss draws no bar.
    const fills = [...chart.querySelectorAll("[data-slot=report-bar] rect:last-child")];
    await expect(fills.map((rect) => rect.getAttribute("width"))).toEqual([
      "100",
      expect.any(String),
      expect.any(String),
      "0",
    ]);
  },
};

export const Empty: Story = {
  args: { bars: [] },
  play: async ({ canvasElement }) => {
    const chart = await within(canvasElement).findByRole("figure", { name: "Profit by service" });
    await expect(within(chart).getAllByRole("row")).toHaveLength(1);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("figure", { name: "Profit by service" })).toBeVisible();
  },
};
