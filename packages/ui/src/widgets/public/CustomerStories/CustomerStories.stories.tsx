import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { CustomerStories } from "./CustomerStories";
import { SAMPLE_CUSTOMER_STORIES } from "./sampleStories";

const meta = {
  title: "Widgets/Public/CustomerStories",
  component: CustomerStories,
  args: { stories: SAMPLE_CUSTOMER_STORIES, isLoading: false },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof CustomerStories>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Populated: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "Trusted by creators and resellers" });
    await expect(within(region).getAllByRole("listitem")).toHaveLength(3);
    await expect(within(region).getAllByRole("img", { name: "5 out of 5 stars" })).toHaveLength(2);
    await expect(within(region).getByRole("img", { name: "4 out of 5 stars" })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isLoading: true, stories: [] },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "Trusted by creators and resellers" });
    await expect(region).toHaveAttribute("aria-busy", "true");
    await expect(within(region).getByText("Loading customer stories")).toBeInTheDocument();
  },
};

/** No stories: the section is left out of the page rather than showing an empty box. */
export const Empty: Story = {
  parameters: { visual: { disable: true } }, // renders nothing, so there is no picture to compare
  args: { stories: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("region", { name: "Trusted by creators and resellers" })).toBeNull();
  },
};

export const LongContent: Story = {
  args: {
    stories: [
      {
        id: "long",
        name: "Oluwaseun Adebayo-Williams",
        role: "Head of growth at a multi-brand social media agency with offices in Lagos, Accra and Nairobi",
        quote:
          "We moved all twelve of our clients to the panel last year. The mass-order page alone saves us a full day every week, the API feeds our own dashboard, and when a TikTok order once stalled, support refilled it before the client even noticed.",
        rating: 5,
      },
      ...SAMPLE_CUSTOMER_STORIES.slice(0, 2),
    ],
  },
};

export const WithoutRatings: Story = {
  args: { stories: SAMPLE_CUSTOMER_STORIES.map(({ rating: _rating, ...story }) => story) },
};

/** Two stories, so the section fits one phone screen (the screenshot runner paints only the first). */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  args: { stories: SAMPLE_CUSTOMER_STORIES.slice(0, 2) },
};
