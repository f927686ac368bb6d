import type { Meta, StoryObj } from "@storybook/react-vite";
import { Bell, ChevronDown, Menu, UserRound } from "lucide-react";
import { expect, fn, userEvent, within } from "storybook/test";
import { Button, IconButton } from "../../primitives/Button";
import { TopBar, TopBarTitle } from "./TopBar";

const onAction = fn();

const customerActions = (
  <>
    <Button variant="outline" size="sm" aria-label="Currency: NGN" onClick={() => onAction("currency")}>
      ₦ NGN <ChevronDown />
    </Button>
    <IconButton aria-label="Notifications" icon={<Bell />} onClick={() => onAction("notifications")} />
    <Button variant="ghost" size="sm" onClick={() => onAction("user")}>
      <UserRound />
      <span className="max-sm:sr-only">Premium Member</span>
    </Button>
  </>
);

const meta = {
  title: "Navigation/TopBar",
  component: TopBar,
  args: {
    sticky: true,
    start: (
      <>
        <IconButton aria-label="Open menu" icon={<Menu />} className="md:hidden" />
        <TopBarTitle>Dashboard</TopBarTitle>
      </>
    ),
    end: customerActions,
  },
  argTypes: { start: { control: false }, end: { control: false }, children: { control: false } },
  parameters: { layout: "fullscreen" },
  beforeEach: () => onAction.mockClear(),
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const KeyboardUse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("banner")).toBeInTheDocument();
    // At desktop width the menu toggle is hidden, so Tab starts at the actions in reading order.
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Currency: NGN" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Notifications" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(onAction).toHaveBeenCalledWith("notifications");
    await userEvent.tab();
    await userEvent.keyboard(" ");
    await expect(onAction).toHaveBeenCalledWith("user");
  },
};

export const WithSearch: Story = {
  args: {
    children: (
      <input
        type="search"
        aria-label="Search services"
        placeholder="Search services..."
        className="h-9 w-full max-w-sm rounded-md border border-input bg-background px-3 text-sm"
      />
    ),
  },
};

export const Admin: Story = {
  args: {
    start: <TopBarTitle>Admin</TopBarTitle>,
    end: (
      <Button variant="ghost" size="sm">
        <UserRound />
        <span className="flex flex-col items-start leading-tight">
          <span>Admin</span>
          <span className="text-muted-foreground text-xs">System Administrator</span>
        </span>
      </Button>
    ),
  },
};

export const Sticky: Story = {
  render: (args) => (
    <div data-testid="page" className="h-64 overflow-auto">
      <TopBar {...args} />
      <div className="h-[60rem] p-6 text-muted-foreground text-sm">Long page content</div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement).getByTestId("page");
    const header = within(canvasElement).getByRole("banner");
    page.scrollTop = 300;
    await expect(page.scrollTop).toBe(300);
    await expect(Math.round(header.getBoundingClientRect().top)).toBe(Math.round(page.getBoundingClientRect().top));
    page.scrollTop = 0;
  },
};

export const NotSticky: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  args: { sticky: false },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(within(canvasElement).getByRole("banner")).position).toBe("static");
  },
};

export const LongContent: Story = {
  args: {
    start: (
      <TopBarTitle>
        Premium SMM Services — a white-label panel with a very long brand name indeed, for resellers across Africa and
        beyond
      </TopBarTitle>
    ),
  },
  play: async ({ canvasElement }) => {
    const title = within(canvasElement).getByText(/white-label panel/);
    // The title truncates on one line instead of pushing the actions off screen.
    await expect(title.scrollWidth).toBeGreaterThan(title.clientWidth);
    await expect(within(canvasElement).getByRole("button", { name: "Notifications" })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Open menu" })).toBeVisible();
    // The user button keeps its name while its label is visually hidden.
    await expect(canvas.getByRole("button", { name: "Premium Member" })).toBeVisible();
  },
};
