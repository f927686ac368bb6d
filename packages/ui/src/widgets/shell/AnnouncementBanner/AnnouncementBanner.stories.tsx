import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Button } from "../../../primitives/Button";
import { DEMO_ANNOUNCEMENT } from "../storyFixtures";
import { AnnouncementBanner } from "./AnnouncementBanner";

const meta = {
  title: "Widgets/Shell/AnnouncementBanner",
  component: AnnouncementBanner,
  args: { announcement: DEMO_ANNOUNCEMENT, dismissible: true, onDismiss: fn() },
} satisfies Meta<typeof AnnouncementBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole("status");
    await expect(banner).toHaveTextContent("Ongoing TikTok updates");
    await expect(banner).toHaveTextContent("Please order from the new TikTok Followers category.");
  },
};

export const DismissWithKeyboard: Story = {
  // Not shot: its play dismisses the banner, so nothing is left to shoot (Playground shows it).
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Dismiss" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole("status")).not.toBeInTheDocument();
  },
};

export const WithAction: Story = {
  args: {
    action: (
      <Button asChild variant="outline" size="sm">
        <a href="#tiktok-followers">Order TikTok Followers</a>
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "Order TikTok Followers" })).toBeVisible();
  },
};

export const NotDismissible: Story = {
  args: { dismissible: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("button", { name: "Dismiss" })).not.toBeInTheDocument();
  },
};

/** Controlled by the page, e.g. once the dismissal is remembered. */
export const Hidden: Story = {
  args: { open: false },
  parameters: { visual: { disable: true } }, // renders nothing, so there is nothing to capture
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("status")).not.toBeInTheDocument();
  },
};

/** A text without a title. */
export const TextOnly: Story = {
  args: { announcement: { title: "", text: "Eid sale: 10% off every Instagram service until Sunday." } },
};

/** No text: the operator has no announcement, so no banner at all. */
export const Empty: Story = {
  args: { announcement: { title: "", text: "" } },
  parameters: { visual: { disable: true } }, // renders nothing, so there is nothing to capture
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("status")).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
};
