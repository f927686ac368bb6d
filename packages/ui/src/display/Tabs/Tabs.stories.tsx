import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./Tabs";

const statuses = [
  ["all", "All"],
  ["pending", "Pending"],
  ["in-progress", "In progress"],
  ["completed", "Completed"],
  ["partial", "Partial"],
  ["processing", "Processing"],
  ["canceled", "Canceled"],
] as const;

const meta = {
  title: "Primitives/Tabs",
  component: Tabs,
  args: { defaultValue: "all", orientation: "horizontal", activationMode: "automatic", onValueChange: fn() },
  argTypes: {
    orientation: { control: "inline-radio", options: ["horizontal", "vertical"] },
    activationMode: { control: "inline-radio", options: ["automatic", "manual"] },
  },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Order status">
        {statuses.map(([value, label]) => (
          <TabsTrigger key={value} value={value}>
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {statuses.map(([value, label]) => (
        <TabsContent key={value} value={value} className="p-2 text-sm">
          {value === "all" ? "All orders" : `${label} orders`}
        </TabsContent>
      ))}
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ArrowKeys: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("tab", { name: "All" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    const pending = canvas.getByRole("tab", { name: "Pending" });
    await expect(pending).toHaveFocus();
    await expect(pending).toHaveAttribute("aria-selected", "true");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("pending");
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("Pending orders");
    await userEvent.keyboard("{End}");
    await expect(canvas.getByRole("tab", { name: "Canceled" })).toHaveFocus();
    // Wraps around from the last tab to the first.
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "All" })).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    await expect(canvas.getByRole("tab", { name: "Canceled" })).toHaveAttribute("aria-selected", "true");
  },
};

export const ManualActivation: Story = {
  args: { activationMode: "manual" },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard("{ArrowRight}");
    const pending = canvas.getByRole("tab", { name: "Pending" });
    await expect(pending).toHaveFocus();
    await expect(pending).toHaveAttribute("aria-selected", "false");
    await userEvent.keyboard("{Enter}");
    await expect(pending).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowRight}");
    await userEvent.keyboard(" ");
    await expect(canvas.getByRole("tab", { name: "In progress" })).toHaveAttribute("aria-selected", "true");
    await expect(args.onValueChange).toHaveBeenCalledTimes(2);
  },
};

export const TabMovesIntoPanel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole("tabpanel")).toHaveFocus();
  },
};

export const Disabled: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Order status">
        <TabsTrigger value="all">All</TabsTrigger>
        <TabsTrigger value="pending" disabled>
          Pending
        </TabsTrigger>
        <TabsTrigger value="completed">Completed</TabsTrigger>
      </TabsList>
      <TabsContent value="all" className="p-2 text-sm">
        All orders
      </TabsContent>
      <TabsContent value="completed" className="p-2 text-sm">
        Completed orders
      </TabsContent>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("tab", { name: "Pending" })).toBeDisabled();
    await userEvent.tab();
    // Arrow keys skip the disabled tab.
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "Completed" })).toHaveFocus();
  },
};

export const Vertical: Story = {
  args: { orientation: "vertical" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByRole("tab", { name: "Pending" })).toHaveFocus();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole("tablist");
    // The seven statuses scroll sideways rather than overflowing the page.
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
  },
};
