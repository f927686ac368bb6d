import { hasVideoGuide } from "@smm/domain";
import { BeginnerVideoGuide, CustomerStories, Faq, Features, Hero, SignInForm, Steps } from "@smm/ui";
import { useQuery } from "@tanstack/react-query";
import { useSignIn } from "../../lib/auth";
import { publicSettingsQuery, usePanelBrand } from "../../lib/brand";
import { renderRouterLink } from "../../lib/renderLink";
import { usePageStorefront } from "../../lib/storefront";
import { PUBLIC_PAGES } from "../../routeManifest/public";

/**
 * `/`: the marketing page with the sign-in form in the hero (spec §1). Every text below the headline is the
 * operator's (Settings → Storefront); a block they left empty is not shown.
 */
export default function Landing() {
  const signIn = useSignIn();
  const brand = usePanelBrand();
  const { storefront } = usePageStorefront();
  return (
    <>
      <Hero
        // The operator's texts; the built ones where they set none.
        title={brand.headline || undefined}
        description={brand.subheadline || undefined}
        highlights={storefront.highlights}
        signInForm={
          <SignInForm
            headingLevel="h2"
            onSubmit={signIn}
            renderLink={renderRouterLink}
            forgotPasswordHref={PUBLIC_PAGES.forgotPassword.path}
            signUpHref={PUBLIC_PAGES.signUp.path}
          />
        }
      />
      <LandingVideoGuide />
      <Features className="bg-muted/40" features={storefront.features} />
      <Steps steps={storefront.steps} />
      <CustomerStories
        className="bg-muted/40"
        stories={storefront.stories.map((story, index) => ({
          id: String(index),
          name: story.name,
          role: story.place || undefined,
          quote: story.text,
          rating: story.stars,
        }))}
      />
      <Faq items={storefront.faq} />
    </>
  );
}

/**
 * The beginner's video guide, when the operator has set one (Settings); no section otherwise: the server-rendered page
 * has no section, and it appears once the app runs and the settings answer.
 */
function LandingVideoGuide() {
  const settings = useQuery(publicSettingsQuery);
  const video = settings.data?.video_guides.landing;
  return hasVideoGuide(video) ? <BeginnerVideoGuide video={video} /> : null;
}
