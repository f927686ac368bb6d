import { hasVideoGuide } from "@smm/domain";
import { BeginnerVideoGuide, CustomerStories, Faq, Features, Hero, SignInForm, Steps } from "@smm/ui";
import { useQuery } from "@tanstack/react-query";
import { CUSTOMER_STORIES } from "../../content/customerStories";
import { useSignIn } from "../../lib/auth";
import { queryKeys } from "../../lib/queryKeys";
import { renderRouterLink } from "../../lib/renderLink";

/** `/`: the marketing page with the sign-in form in the hero (spec §1). */
export default function Landing() {
  const signIn = useSignIn();
  return (
    <>
      <Hero signInForm={<SignInForm headingLevel="h2" onSubmit={signIn} renderLink={renderRouterLink} />} />
      <LandingVideoGuide />
      <Features className="bg-muted/40" />
      <Steps />
      <CustomerStories className="bg-muted/40" stories={CUSTOMER_STORIES} />
      <Faq />
    </>
  );
}

/**
 * The beginner's video guide, when the operator has set one (Settings); no section otherwise. The settings come from
 * the same query as everywhere else, fetched through a dynamic import so the API client stays out of the landing's
 * first load: the prerendered page has no section, and it appears once the app runs and the settings answer.
 */
function LandingVideoGuide() {
  const settings = useQuery({
    queryKey: queryKeys.settings,
    queryFn: ({ signal }) => import("../../lib/api").then(({ api }) => api.settings.get({ signal })),
    staleTime: 5 * 60_000,
  });
  const video = settings.data?.video_guides.landing;
  return hasVideoGuide(video) ? <BeginnerVideoGuide video={video} /> : null;
}
