import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { type DepositRow, DepositsList } from "./DepositsList";

const SAMPLE_DEPOSITS: DepositRow[] = [
  {
    reference: "BTR-4F1C0A9E2B7D6C5A3E8F1B2C",
    method: "bank_transfer",
    amount: "15000.00",
    status: "pending",
    created_at: "2026-12-06T09:12:00.000Z",
    transfer_reference: "GTB/TRF 4471-22",
  },
  {
    reference: "BTR-0A9E2B7D6C5A3E8F1B2C4F1C",
    method: "bank_transfer",
    amount: "8000.00",
    status: "failed",
    created_at: "2026-12-02T16:40:00.000Z",
    transfer_reference: "ZENITH 88120",
  },
  {
    reference: "PSK-7D6C5A3E8F1B2C4F1C0A9E2B",
    method: "card",
    amount: "25000.00",
    status: "completed",
    created_at: "2026-11-28T11:05:00.000Z",
  },
  {
    reference: "NWP-3E8F1B2C4F1C0A9E2B7D6C5A",
    method: "crypto",
    amount: "5000.00",
    status: "pending",
    created_at: "2026-11-27T08:30:00.000Z",
  },
];

const meta = {
  title: "Widgets/Account/DepositsList",
  component: DepositsList,
  args: { deposits: SAMPLE_DEPOSITS, loading: false },
} satisfies Meta<typeof DepositsList>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole("table", { name: "Your Deposits" }))
    .getAllByRole("row")
    .slice(1);

export const Playground: Story = {};

export const Populated: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const rows = rowsOf(canvasElement);
    await expect(rows).toHaveLength(4);
    // A bank transfer is known by the customer's own reference, with its status in words.
    await expect(rows[0]).toHaveTextContent("GTB/TRF 4471-22");
    await expect(within(rows[0] as HTMLElement).getByText("Pending")).toBeVisible();
    await expect(within(rows[1] as HTMLElement).getByText("Rejected or failed")).toBeVisible();
    await expect(within(rows[2] as HTMLElement).getByText("Completed")).toBeVisible();
    await expect(rows[2]).toHaveTextContent("PSK-7D6C5A3E8F1B2C4F1C0A9E2B");
  },
};

export const Empty: Story = {
  args: { deposits: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No deposits yet")).toBeVisible();
  },
};

export const Loading: Story = {
  args: { deposits: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("table", { name: "Your Deposits" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

export const LoadFailed: Story = {
  args: { deposits: [], error: "The server did not answer.", onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("The server did not answer.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Paged: Story = {
  args: { page: 1, pageCount: 3, onPageChange: fn() },
  play: async ({ args, canvasElement }) => {
    const pages = within(within(canvasElement).getByRole("navigation", { name: "Deposits pages" }));
    await userEvent.click(pages.getByRole("button", { name: "Page 2" }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    await expect(rowsOf(canvasElement)[0]).toHaveTextContent("GTB/TRF 4471-22");
  },
};
