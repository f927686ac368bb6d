import { BeginnerVideoGuide, CustomerStories, Faq, Features, Hero, SignInForm, Steps } from "@smm/ui";
import { CUSTOMER_STORIES } from "../../content/customerStories";
import { useSignIn } from "../../lib/auth";
import { renderRouterLink } from "../../lib/renderLink";

/** `/`: the marketing page with the sign-in form in the hero (spec §1). */
export default function Landing() {
  const signIn = useSignIn();
  return (
    <>
      <Hero signInForm={<SignInForm headingLevel="h2" onSubmit={signIn} renderLink={renderRouterLink} />} />
      <BeginnerVideoGuide />
      <Features className="bg-muted/40" />
      <Steps />
      <CustomerStories className="bg-muted/40" stories={CUSTOMER_STORIES} />
      <Faq />
    </>
  );
}
