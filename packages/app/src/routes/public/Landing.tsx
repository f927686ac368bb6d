import { hasVideoGuide } from "@smm/domain";
import { BeginnerVideoGuide, CustomerStories, Faq, Features, Hero, Steps } from "@smm/ui";
import { useQuery } from "@tanstack/react-query";
import { lazy } from "react";
import { DeferredPart } from "../../components/DeferredPart";
import { CUSTOMER_STORIES } from "../../content/customerStories";
import { useSignIn } from "../../lib/auth";
import { whenInteractive } from "../../lib/deferredHydration";
import { queryKeys } from "../../lib/queryKeys";
import { renderRouterLink } from "../../lib/renderLink";

/**
 * The form's code (a quarter of the page's JavaScript) is not needed to show it: on the prerendered first load its
 * HTML stays on screen and React hydrates it once the visitor starts to interact (lib/deferredHydration.ts).
 */
const SignInForm = lazy(() =>
  whenInteractive()
    .then(() => import("./signInForm"))
    .then((module) => ({ default: module.SignInForm })),
);

/** `/`: the marketing page with the sign-in form in the hero (spec §1). */
export function Component() {
  const signIn = useSignIn();
  return (
    <>
      <Hero
        signInForm={
          <DeferredPart>
            <SignInForm headingLevel="h2" onSubmit={signIn} renderLink={renderRouterLink} />
          </DeferredPart>
        }
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
 * The beginner's video guide, when the operator has set one (Settings); no section otherwise. The settings come from
 * the same query as everywhere else, fetched through a dynamic import so the API client stays out of the landing's
 * first load: the prerendered page has no section, and it appears once the app runs and the settings answer.
 */
function LandingVideoGuide() {
  const settings = useQuery({
    queryKey: queryKeys.settings,
    queryFn: ({ signal }) =>
      import("../../lib/settings").then(({ fetchPublicSettings }) => fetchPublicSettings({ signal })),
    staleTime: 5 * 60_000,
  });
  const video = settings.data?.video_guides.landing;
  return hasVideoGuide(video) ? <BeginnerVideoGuide video={video} /> : null;
}
