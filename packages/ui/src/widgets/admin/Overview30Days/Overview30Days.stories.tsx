import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { SAMPLE_ADMIN_STATS, SAMPLE_DAILY_REVENUE, ZERO_ADMIN_STATS } from "../shared/fixtures";
import { Overview30Days } from "./Overview30Days";

const meta = {
  title: "Widgets/Admin/Overview30Days",
  component: Overview30Days,
  args: { overview: SAMPLE_ADMIN_STATS.last30Days, currency: "USD", daily: SAMPLE_DAILY_REVENUE, loading: false },
} satisfies Meta<typeof Overview30Days>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Populated: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = within(canvas.getByRole("region", { name: "Last 30 Days Overview" }));
    await expect(region.getAllByRole("term").map((term) => term.textContent)).toEqual([
      "Revenue",
      "Orders",
      "New Users",
      "Avg Order Value",
    ]);
    await expect(region.getAllByRole("definition").map((value) => value.textContent)).toEqual([
      "$38,420.90",
      "9,214",
      "1,102",
      "$4.17",
    ]);
    // The bars are decorative; the same figures are in a table named like the chart.
    const chart = region.getByRole("figure", { name: "Daily revenue" });
    const table = within(chart).getByRole("table", { name: "Daily revenue" });
    await expect(within(table).getAllByRole("row")).toHaveLength(31);
    await expect(within(table).getAllByRole("row")[1]).toHaveTextContent("Oct 24$900.00");
    await expect(chart.querySelectorAll("rect")).toHaveLength(30);
  },
};

/** The operator reports in Naira (the default reporting currency): the same figures, written as ₦. */
export const InNaira: Story = {
  args: { currency: "NGN" },
  play: async ({ canvasElement }) => {
    const region = within(within(canvasElement).getByRole("region", { name: "Last 30 Days Overview" }));
    await expect(region.getAllByRole("definition")[0]).toHaveTextContent("₦38,420.90");
    await expect(within(region.getByRole("table", { name: "Daily revenue" })).getAllByRole("row")[1]).toHaveTextContent(
      "Oct 24₦900.00",
    );
  },
};

export const WithoutChart: Story = {
  args: { daily: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("figure")).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { overview: ZERO_ADMIN_STATS.last30Days, daily: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText("$0.00")).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("region", { name: "Last 30 Days Overview" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

export const LoadFailed: Story = {
  args: { error: "The server did not answer.", onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Failed to load the overview")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
};

/** In a positioned scroller, as the admin shell's main area is: the hidden table must not lengthen its scroll. */
export const InPositionedScroller: Story = {
  parameters: { visual: { disable: true } }, // looks the same as Populated; the play test is the point
  decorators: [
    (Story) => (
      <div data-testid="scroller" className="relative max-h-[40rem] overflow-y-auto">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const scroller = within(canvasElement).getByTestId("scroller");
    // Scrolls no further than the widget's own height (the 31-row table is ~300 px taller without its clipping box).
    await expect(scroller.scrollHeight).toBeLessThanOrEqual(scroller.clientHeight);
  },
};
