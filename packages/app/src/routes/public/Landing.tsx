import { BeginnerVideoGuide, CustomerStories, Faq, Features, Hero, Steps } from "@smm/ui";
import { lazy } from "react";
import { DeferredPart } from "../../components/DeferredPart";
import { CUSTOMER_STORIES } from "../../content/customerStories";
import { useSignIn } from "../../lib/auth";
import { whenInteractive } from "../../lib/deferredHydration";
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
      <BeginnerVideoGuide />
      <Features className="bg-muted/40" />
      <Steps />
      <CustomerStories className="bg-muted/40" stories={CUSTOMER_STORIES} />
      <Faq />
    </>
  );
}
