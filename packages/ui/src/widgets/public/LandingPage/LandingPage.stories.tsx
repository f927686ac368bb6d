import { EMPTY_STOREFRONT, NO_VIDEO_GUIDE, type Storefront } from "@smm/domain";
import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { RenderLink } from "../../../navigation/link";
import { EXAMPLE_HREFS, EXAMPLE_PUBLIC_NAV } from "../../../story-support/exampleRoutes";
import { BeginnerVideoGuide } from "../BeginnerVideoGuide";
import { CustomerStories } from "../CustomerStories";
import { SAMPLE_CUSTOMER_STORIES } from "../CustomerStories/sampleStories";
import { Faq } from "../Faq";
import { Features } from "../Features";
import { Footer, FooterLinks } from "../Footer";
import { Hero } from "../Hero";
import { PublicHeader } from "../PublicHeader";
import { SignInForm } from "../SignInForm";
import { Steps } from "../Steps";
import { SAMPLE_STOREFRONT } from "../shared/sampleStorefront";

/** Stands in for the router's link: it reports the navigation instead of leaving the story. */
const navigate = fn();
const routerLink: RenderLink = ({ href, onClick, ...props }) => (
  <a
    href={href}
    onClick={(event) => {
      event.preventDefault();
      navigate(href);
      onClick?.(event);
    }}
    {...props}
  />
);

/**
 * One screen tall, scrolling inside like a browser window. The screenshot runner paints only the first screen of a
 * taller story (the rest comes out blank), so tall stories show exactly that first screen.
 */
const oneScreen: Decorator = (Story) => <div className="h-svh overflow-y-auto">{Story()}</div>;

type LandingPageProps = {
  onSignIn: (values: { login: string; password: string; remember: boolean }) => Promise<void>;
  /** Pinned in stories so the footer's screenshot does not change with the calendar. */
  year: number;
  storiesLoading: boolean;
  /** The operator's texts (Settings → Storefront): each block is shown only when filled in. */
  storefront: Storefront;
  withGuide: boolean;
};

/** The landing page (spec §1, §2 /) as the app composes it: every section is its own widget. */
function LandingPage({ onSignIn, year, storiesLoading, storefront, withGuide }: LandingPageProps) {
  const hasStories = storefront.stories.length > 0;
  return (
    <div className="flex min-h-svh flex-col bg-background text-foreground">
      <PublicHeader links={EXAMPLE_PUBLIC_NAV} homeHref={EXAMPLE_HREFS.home} renderLink={routerLink} currentPath="/" />
      <main className="flex-1">
        <Hero
          highlights={storefront.highlights}
          signInForm={
            <SignInForm
              onSubmit={onSignIn}
              renderLink={routerLink}
              forgotPasswordHref={EXAMPLE_HREFS.forgotPassword}
              signUpHref={EXAMPLE_HREFS.signUp}
            />
          }
        />
        {withGuide ? (
          <BeginnerVideoGuide video={{ ...NO_VIDEO_GUIDE, video_url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" }} />
        ) : null}
        <Features className="bg-muted/40" features={storefront.features} />
        <Steps steps={storefront.steps} />
        <CustomerStories
          className="bg-muted/40"
          stories={hasStories ? SAMPLE_CUSTOMER_STORIES : []}
          isLoading={storiesLoading}
        />
        <Faq items={storefront.faq} />
      </main>
      <Footer year={year}>
        {hasStories ? (
          <FooterLinks links={[{ href: "/terms", label: "Terms of service" }]} renderLink={routerLink} />
        ) : null}
      </Footer>
    </div>
  );
}

const meta = {
  title: "Widgets/Public/LandingPage",
  // A whole page: played and checked by axe, not shot here (e2e/pages.visual.spec.ts shoots / at 1280 and 375 px; its sections have their own stories).
  tags: ["page"],
  component: LandingPage,
  args: {
    onSignIn: fn(async () => {}),
    year: 2026,
    storiesLoading: false,
    storefront: SAMPLE_STOREFRONT,
    withGuide: true,
  },
  parameters: { layout: "fullscreen" },
  decorators: [oneScreen],
  beforeEach: () => navigate.mockClear(),
} satisfies Meta<typeof LandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: "desktop" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("banner")).toBeVisible();
    await expect(canvas.getByRole("main")).toBeVisible();
    await expect(canvas.getByRole("contentinfo")).toHaveTextContent(
      "© 2026 Premium SMM Services. All rights reserved.",
    );
    await expect(canvas.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    for (const claim of ["Cheapest prices", "Real users", "Instant delivery", "24/7 support"]) {
      await expect(canvas.getByText(claim)).toBeVisible();
    }
    for (const section of [
      "New here? Watch the beginner's guide",
      "Everything you need to grow and resell",
      "Start in four simple steps",
      "Trusted by creators and resellers",
      "Frequently asked questions",
    ]) {
      await expect(canvas.getByRole("region", { name: section })).toBeInTheDocument();
    }
  },
};

/** A fresh panel (production's start): no text the operator did not write, so the hero and its form only. */
export const EmptyStorefront: Story = {
  globals: { viewport: { value: "desktop" } },
  args: { storefront: EMPTY_STOREFRONT, withGuide: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(canvas.getByRole("form", { name: "Sign in" })).toBeVisible();
    await expect(canvas.queryByRole("list", { name: "Why choose us" })).not.toBeInTheDocument();
    await expect(canvas.queryAllByRole("region")).toHaveLength(1);
    await expect(canvas.queryByRole("navigation", { name: "Legal" })).not.toBeInTheDocument();
  },
};

export const SignInFromTheHero: Story = {
  globals: { viewport: { value: "desktop" } },
  play: async ({ args, canvasElement }) => {
    const form = within(within(canvasElement).getByRole("form", { name: "Sign in" }));
    await userEvent.type(form.getByLabelText("Email or Username"), "ada");
    await userEvent.type(form.getByLabelText("Password", { selector: "input" }), "Secret123");
    await userEvent.click(form.getByRole("button", { name: "Sign in" }));
    // The form's validation loads at its first submit (lazyResolver): wait for the call, not a fixed time.
    await waitFor(() =>
      expect(args.onSignIn).toHaveBeenCalledWith({ login: "ada", password: "Secret123", remember: false }),
    );
    await userEvent.click(form.getByRole("link", { name: "Forgot password?" }));
    await expect(navigate).toHaveBeenCalledWith("/forgot-password");
  },
};

export const StoriesLoading: Story = {
  globals: { viewport: { value: "desktop" } },
  args: { storiesLoading: true },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole("button", { name: "Menu" });
    await userEvent.click(toggle);
    const menu = within(canvas.getByRole("navigation", { name: "Main" }));
    await userEvent.click(menu.getByRole("link", { name: "Sign up" }));
    await expect(navigate).toHaveBeenCalledWith("/signup");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  },
};
