import { hasVideoGuide } from "@smm/domain";
import { BeginnerVideoGuide, CustomerStories, Faq, Features, Hero, SignInForm, Steps } from "@smm/ui";
import { useQuery } from "@tanstack/react-query";
import { CUSTOMER_STORIES } from "../../content/customerStories";
import { useSignIn } from "../../lib/auth";
import { publicSettingsQuery, usePanelBrand } from "../../lib/brand";
import { renderRouterLink } from "../../lib/renderLink";

/** `/`: the marketing page with the sign-in form in the hero (spec §1). */
export default function Landing() {
  const signIn = useSignIn();
  const brand = usePanelBrand();
  return (
    <>
      <Hero
        // The operator's texts; the built ones where they set none.
        title={brand.headline || undefined}
        description={brand.subheadline || undefined}
        signInForm={<SignInForm headingLevel="h2" onSubmit={signIn} renderLink={renderRouterLink} />}
      />
      <LandingVideoGuide />
      <Features className="bg-muted/40" />
      <Steps />
      <CustomerStories className="bg-muted/40" stories={CUSTOMER_STORIES} />
      <Faq />
    </>
  );
}

/**
 * The beginner's video guide, when the operator has set one (Settings); no section otherwise: the prerendered page
 * has no section, and it appears once the app runs and the settings answer.
 */
function LandingVideoGuide() {
  const settings = useQuery(publicSettingsQuery);
  const video = settings.data?.video_guides.landing;
  return hasVideoGuide(video) ? <BeginnerVideoGuide video={video} /> : null;
}
