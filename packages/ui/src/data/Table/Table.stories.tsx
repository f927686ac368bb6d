import type { Meta, StoryObj } from "@storybook/react-vite";
import { Inbox } from "lucide-react";
import { expect, userEvent, within } from "storybook/test";
import { Button } from "../../primitives/Button";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableEmpty,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from "./Table";

type Order = { id: number; service: string; link: string; quantity: number; charge: string; status: string };

const services = ["Instagram Followers", "YouTube Views", "TikTok Likes", "Twitter Retweets", "Facebook Page Likes"];
const statuses = ["Pending", "In progress", "Completed", "Partial", "Canceled"];

const makeOrders = (count: number): Order[] =>
  Array.from({ length: count }, (_, index) => ({
    id: 10_240 + index,
    service: services[index % services.length] ?? "",
    link: `https://instagram.com/p/post${index + 1}`,
    quantity: (index + 1) * 500,
    charge: `₦${((index + 1) * 1250).toLocaleString("en-US")}.00`,
    status: statuses[index % statuses.length] ?? "",
  }));

const columns = ["ID", "Service", "Link", "Quantity", "Charge", "Status", "Action"] as const;

function OrderRows({ orders }: { orders: Order[] }) {
  return orders.map((order) => (
    <TableRow key={order.id}>
      <TableCell label="ID">{order.id}</TableCell>
      <TableCell label="Service">{order.service}</TableCell>
      <TableCell label="Link" className="max-w-48 truncate">
        {order.link}
      </TableCell>
      <TableCell label="Quantity">{order.quantity.toLocaleString("en-US")}</TableCell>
      <TableCell label="Charge">{order.charge}</TableCell>
      <TableCell label="Status">{order.status}</TableCell>
      <TableCell label="Action">
        <Button size="sm" variant="outline" aria-label={`View order ${order.id}`}>
          View
        </Button>
      </TableCell>
    </TableRow>
  ));
}

function OrdersHeader() {
  return (
    <TableHeader>
      <TableRow>
        {columns.map((column) => (
          <TableHead key={column}>{column}</TableHead>
        ))}
      </TableRow>
    </TableHeader>
  );
}

const meta = {
  title: "Data/Table",
  component: Table,
  args: { responsive: "stack", stickyHeader: false },
  argTypes: {
    responsive: { control: "inline-radio", options: ["stack", "scroll"] },
    stickyHeader: { control: "boolean" },
  },
  render: (args) => (
    <Table {...args}>
      <TableCaption>Your recent orders</TableCaption>
      <OrdersHeader />
      <TableBody>
        <OrderRows orders={makeOrders(5)} />
      </TableBody>
    </Table>
  ),
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole("table", { name: "Your recent orders" });
    await expect(within(table).getAllByRole("columnheader")).toHaveLength(columns.length);
    await expect(within(table).getAllByRole("row")).toHaveLength(6);
    // The row actions are reachable by keyboard in reading order.
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "View order 10240" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "View order 10241" })).toHaveFocus();
  },
};

export const StickyHeader: Story = {
  args: { stickyHeader: true, containerClassName: "max-h-72 rounded-md border" },
  render: (args) => (
    <Table {...args}>
      <OrdersHeader />
      <TableBody>
        <OrderRows orders={makeOrders(30)} />
      </TableBody>
    </Table>
  ),
  play: async ({ canvasElement }) => {
    const container = canvasElement.querySelector<HTMLElement>("[data-slot=table-container]");
    const header = within(canvasElement).getByRole("columnheader", { name: "Service" });
    if (!container) throw new Error("no table container");
    container.scrollTop = 400;
    await expect(container.scrollTop).toBeGreaterThan(0);
    // The header row stays pinned to the top of the scrolled container.
    await expect(Math.round(header.getBoundingClientRect().top)).toBe(
      Math.round(container.getBoundingClientRect().top + container.clientTop),
    );
    container.scrollTop = 0;
  },
};

export const Empty: Story = {
  render: (args) => (
    <Table {...args}>
      <OrdersHeader />
      <TableBody>
        <TableEmpty colSpan={columns.length} icon={<Inbox />}>
          No orders found
        </TableEmpty>
      </TableBody>
    </Table>
  ),
  play: async ({ canvasElement }) => {
    const cell = within(canvasElement).getByRole("cell", { name: "No orders found" });
    await expect(cell).toHaveAttribute("colspan", String(columns.length));
  },
};

export const WithFooter: Story = {
  render: (args) => (
    <Table {...args}>
      <OrdersHeader />
      <TableBody>
        <OrderRows orders={makeOrders(3)} />
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell colSpan={4}>Total</TableCell>
          <TableCell label="Total charge" colSpan={3}>
            ₦7,500.00
          </TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  ),
};

export const SelectedRow: Story = {
  render: (args) => (
    <Table {...args}>
      <OrdersHeader />
      <TableBody>
        {makeOrders(3).map((order, index) => (
          <TableRow key={order.id} data-state={index === 1 ? "selected" : undefined} aria-selected={index === 1}>
            <TableCell label="ID">{order.id}</TableCell>
            <TableCell label="Service">{order.service}</TableCell>
            <TableCell label="Link">{order.link}</TableCell>
            <TableCell label="Quantity">{order.quantity}</TableCell>
            <TableCell label="Charge">{order.charge}</TableCell>
            <TableCell label="Status">{order.status}</TableCell>
            <TableCell label="Action">—</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  ),
};

export const LongContent: Story = {
  render: (args) => (
    <Table {...args}>
      <OrdersHeader />
      <TableBody>
        <TableRow>
          <TableCell label="ID">10240</TableCell>
          <TableCell label="Service" className="min-w-64 whitespace-normal">
            Instagram Followers [Real, Active, Non-drop] [Max 500K] [Start 0-1 hour] [Speed 50K/day] [30-day refill]
          </TableCell>
          <TableCell label="Link" className="max-w-48 truncate">
            https://instagram.com/p/C8xYzAbCdEfGhIjKlMnOpQrStUvWxYz0123456789
          </TableCell>
          <TableCell label="Quantity">1,000,000</TableCell>
          <TableCell label="Charge">₦1,250,000.00</TableCell>
          <TableCell label="Status">In progress</TableCell>
          <TableCell label="Action">
            <Button size="sm" variant="outline" aria-label="View order 10240">
              View
            </Button>
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  ),
};

/** Two orders in a phone-wide box. The layout follows the table's own width (a container query), so the box decides. */
const renderNarrow: Story["render"] = (args) => (
  <div className="max-w-sm">
    <Table {...args}>
      <OrdersHeader />
      <TableBody>
        <OrderRows orders={makeOrders(2)} />
      </TableBody>
    </Table>
  </div>
);

export const MobileStacked: Story = {
  globals: { viewport: { value: "mobile" } },
  render: renderNarrow,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Headers remain in the accessibility tree; each cell prints its column label before the value.
    await expect(canvas.getByRole("columnheader", { name: "Service" })).toBeInTheDocument();
    const cell = canvas.getAllByRole("cell", { name: "Instagram Followers" })[0];
    if (!cell) throw new Error("no service cell");
    await expect(getComputedStyle(cell, "::before").content).toBe('"Service"');
    await expect(getComputedStyle(cell).display).toBe("grid");
  },
};

export const MobileScroll: Story = {
  globals: { viewport: { value: "mobile" } },
  args: { responsive: "scroll" },
  render: renderNarrow,
  play: async ({ canvasElement }) => {
    const cell = within(canvasElement).getAllByRole("cell", { name: "Instagram Followers" })[0];
    if (!cell) throw new Error("no service cell");
    await expect(getComputedStyle(cell).display).toBe("table-cell");
    const container = canvasElement.querySelector<HTMLElement>("[data-slot=table-container]");
    await expect(container?.scrollWidth).toBeGreaterThan(container?.clientWidth ?? 0);
  },
};
