import { type LaunchChecklist as Checklist, type LaunchFacts, launchChecklistOf } from "@smm/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { storyRenderLink } from "../../shell/storyFixtures";
import { LaunchChecklist } from "./LaunchChecklist";

/** A first operator half-way: named, paying by bank transfer, a catalogue; the rest still open. */
const partlyDone: LaunchFacts = {
  siteName: "Boost Naija",
  mailFrom: "hello@boostnaija.ng",
  paymentMethods: ["Manual bank transfer"],
  categories: 1,
  services: 1,
  publicUrl: { set: false, url: "http://localhost:3000" },
  ownerTwoFactor: false,
  childPanels: { sales: "undecided", price: "0", nameservers: [], demo: false },
};

const PARTLY_DONE: Checklist = launchChecklistOf(partlyDone);
const FRESH: Checklist = launchChecklistOf({
  ...partlyDone,
  siteName: "",
  mailFrom: "",
  paymentMethods: [],
  categories: 0,
  services: 0,
});
const ALL_DONE: Checklist = launchChecklistOf({
  ...partlyDone,
  publicUrl: { set: true, url: "https://boostnaija.ng" },
  ownerTwoFactor: true,
  childPanels: { sales: "off", price: "0", nameservers: [], demo: false },
});

const meta = {
  title: "Widgets/Admin/LaunchChecklist",
  component: LaunchChecklist,
  args: { checklist: PARTLY_DONE, renderLink: storyRenderLink },
} satisfies Meta<typeof LaunchChecklist>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Done steps ticked, each open one says what is missing and links to the screen that fixes it. */
export const PartlyDone: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const region = within(within(canvasElement).getByRole("region", { name: "Launch checklist" }));
    await expect(region.getByRole("progressbar", { name: "Steps done" })).toHaveAttribute("aria-valuetext", "3 of 6");
    const items = region.getAllByRole("listitem");
    await expect(items).toHaveLength(6);
    await expect(items[0]).toHaveTextContent("Done: Name your panel and its mail sender");
    await expect(items[3]).toHaveTextContent("To do: Set the panel's public address");
    await expect(within(items[3] as HTMLElement).queryByRole("link")).toBeNull();
    await expect(region.getByRole("link", { name: "Open Profile" })).toHaveAttribute(
      "href",
      "/admin/profile#two-factor",
    );
    await expect(region.getByRole("link", { name: "Decide on child panels" })).toHaveAttribute(
      "href",
      "/admin/settings#child-panel-sales",
    );
  },
};

/** A production panel on its first start: nothing done yet. */
export const NothingDone: Story = {
  args: { checklist: FRESH },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement);
    await expect(region.getByRole("progressbar", { name: "Steps done" })).toHaveAttribute("aria-valuetext", "0 of 6");
    await expect(region.getByRole("link", { name: "Set the panel name" })).toHaveAttribute(
      "href",
      "/admin/settings#branding",
    );
    await expect(region.getByRole("link", { name: "Add a category" })).toHaveAttribute("href", "/admin/add-category");
  },
};

/** Every step done: the card folds to one line. */
export const AllDone: Story = {
  args: { checklist: ALL_DONE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: "Your panel is ready" })).toBeVisible();
    await expect(canvas.queryByRole("list")).toBeNull();
  },
};

export const Loading: Story = {
  args: { checklist: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("region", { name: "Launch checklist" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

export const LoadFailed: Story = {
  args: { checklist: undefined, error: "Network error. Please try again.", onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Failed to load the launch checklist")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
};
