import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { EXAMPLE_HREFS } from "../../../story-support/exampleRoutes";
import { SignInForm } from "../SignInForm";
import { SAMPLE_STOREFRONT } from "../shared/sampleStorefront";
import { Hero } from "./Hero";

// A static section: no loading, empty or error state of its own (the sign-in form in its slot has those).
const meta = {
  title: "Widgets/Public/Hero",
  component: Hero,
  parameters: { layout: "fullscreen" },
  args: { highlights: SAMPLE_STOREFRONT.highlights },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * One screen tall, scrolling inside like a browser window. The screenshot runner paints only the first screen of a
 * taller story (the rest comes out blank), so tall stories show exactly that first screen.
 */
const oneScreen: Decorator = (Story) => <div className="h-svh overflow-y-auto">{Story()}</div>;

const signInForm = (
  <SignInForm
    onSubmit={fn(async () => {})}
    forgotPasswordHref={EXAMPLE_HREFS.forgotPassword}
    signUpHref={EXAMPLE_HREFS.signUp}
  />
);

export const Playground: Story = {};

export const WithSignInForm: Story = {
  args: { signInForm },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1 })).toBeVisible();
    // The operator's highlights (here the spec's four marketing claims).
    for (const claim of ["Cheapest prices", "Real users", "Instant delivery", "24/7 support"]) {
      await expect(canvas.getByText(claim)).toBeVisible();
    }
    await expect(canvas.getByRole("form", { name: "Sign in" })).toBeVisible();
  },
};

export const LongContent: Story = {
  decorators: [oneScreen],
  args: {
    signInForm,
    title: "Grow every Instagram, YouTube and TikTok account you manage at the cheapest reseller prices in Nigeria",
    description:
      "Followers, views, likes and comments from real users with instant delivery, for your own brand or for every client of your agency, all from one dashboard with 24/7 support.",
  },
};

/** A panel whose operator wrote no highlights: the headline and the form only. */
export const NoHighlights: Story = {
  args: { signInForm, highlights: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("list", { name: "Why choose us" })).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  decorators: [oneScreen],
  args: { signInForm },
};
