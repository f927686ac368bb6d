import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Skeleton } from "./Skeleton";

const meta = {
  title: "Feedback/Skeleton",
  component: Skeleton,
  args: { className: "h-4 w-48" },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A placeholder shaped like a list row; the region, not each bar, tells screen readers it is loading. */
export const ListRow: Story = {
  render: () => (
    <fieldset aria-busy="true" aria-label="Loading orders" className="flex items-center gap-3">
      <Skeleton className="size-10 rounded-full" />
      <div className="space-y-2">
        <Skeleton className="h-4 w-52" />
        <Skeleton className="h-4 w-36" />
      </div>
    </fieldset>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("group", { name: "Loading orders" });
    await expect(region).toHaveAttribute("aria-busy", "true");
    for (const bar of region.querySelectorAll("[data-slot=skeleton]")) {
      await expect(bar).toHaveAttribute("aria-hidden", "true");
    }
  },
};

export const Card: Story = {
  render: () => (
    <div className="flex max-w-sm flex-col gap-3 rounded-xl border p-6">
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
      <Skeleton className="mt-2 h-9 w-28" />
    </div>
  ),
};

export const Mobile: Story = {
  ...Card,
  globals: { viewport: { value: "mobile" } },
};
