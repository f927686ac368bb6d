import { SignUpForm } from "@smm/ui";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { useSignUp } from "../../lib/auth";
import { recordReferralVisit } from "../../lib/referral";
import { renderRouterLink } from "../../lib/renderLink";
import { PUBLIC_PAGES } from "../../routeManifest/public";

/** `/signup`: a referral link's `?ref=` code is counted as a visit and carried into the registration. */
export default function Component() {
  const [params] = useSearchParams();
  const referralCode = params.get("ref")?.trim() || undefined;
  const signUp = useSignUp(referralCode);

  useEffect(() => {
    if (referralCode) recordReferralVisit(referralCode);
  }, [referralCode]);

  return (
    <div className="flex justify-center px-4 py-10">
      <SignUpForm
        headingLevel="h1"
        onSubmit={signUp}
        renderLink={renderRouterLink}
        signInHref={PUBLIC_PAGES.home.path}
      />
    </div>
  );
}
