import type { ProviderSyncResult } from "@smm/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { IN_STEP_MESSAGE, SyncSummary } from "./SyncSummary";

const CHANGED: ProviderSyncResult = {
  added: 2,
  repriced: 11,
  updated: 1,
  disabled: 1,
  unchanged: 140,
  bad_rate: 0,
  changes: {
    added: ["Instagram Followers [Premium, 30 days refill]", "Instagram Likes [Instant]"],
    repriced: [
      "YouTube Views [Fast]",
      "YouTube Likes",
      "TikTok Followers",
      "TikTok Likes",
      "TikTok Views",
      "Telegram Members",
      "Telegram Post Views",
      "Facebook Page Likes",
      "Instagram Story Views",
      "Instagram Saves",
      "Spotify Plays",
    ],
    updated: ["Instagram Custom Comments"],
    disabled: ["Twitter Retweets"],
  },
};

const meta = {
  title: "Widgets/Admin/SyncSummary",
  component: SyncSummary,
  args: { result: CHANGED, title: "Synced with the parent panel" },
} satisfies Meta<typeof SyncSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Changed: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Re-priced: 11")).toBeVisible();
    await expect(canvas.queryByText(/Spotify Plays/)).toBeNull();
    await expect(canvas.getByText(/and 3 more$/)).toBeVisible();
    await expect(canvas.getByText("Twitter Retweets")).toBeVisible();
  },
};

export const InStep: Story = {
  args: {
    title: "Last automatic sync",
    result: {
      ...CHANGED,
      added: 0,
      repriced: 0,
      updated: 0,
      disabled: 0,
      changes: { added: [], repriced: [], updated: [], disabled: [] },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(IN_STEP_MESSAGE)).toBeVisible();
  },
};

export const WithBadRates: Story = {
  args: {
    result: {
      ...CHANGED,
      disabled: 2,
      bad_rate: 1,
      changes: { ...CHANGED.changes, disabled: ["Twitter Retweets", "Free trial"] },
    },
  },
};
