import { AffiliatePanel, toast } from "@smm/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { PageTitle } from "../../components/PageTitle";
import { api } from "../../lib/api";
import { affiliateQuery } from "../../lib/customerQueries";
import { preload } from "../../lib/preload";
import { queryKeys } from "../../lib/queryKeys";
import { settingsQuery, usePublicSettings } from "../../lib/settings";
import { useSubmissionKey } from "../../lib/useSubmissionKey";

export const PAYOUT_REQUESTED_MESSAGE = "Payout requested";

const NO_STATS = {
  visits: 0,
  registrations: 0,
  referrals: 0,
  conversionRate: "0",
  totalEarnings: "0",
  availableEarnings: "0",
};

export const clientLoader = () => preload(affiliateQuery, settingsQuery);

/** `/dashboard/affiliate`: the referral link and figures from GET /affiliate, payouts through POST /affiliate/payouts. */
export default function Component() {
  const queryClient = useQueryClient();
  const submitOnce = useSubmissionKey();
  const overview = useQuery(affiliateQuery);
  const settings = usePublicSettings();
  const minimumPayout = overview.data?.minimum_payout ?? settings.data?.affiliate.min_payout;
  const commissionPercent = settings.data?.affiliate.commission_percent;

  const requestPayout = async (amount: string) => {
    await submitOnce(amount, (idempotencyKey) => api.affiliate.requestPayout(amount, { idempotencyKey }));
    toast.success(PAYOUT_REQUESTED_MESSAGE);
    await queryClient.invalidateQueries({ queryKey: queryKeys.affiliate });
  };

  return (
    <>
      <PageTitle>Make Money</PageTitle>
      <AffiliatePanel
        referralLink={overview.data?.referral_link ?? ""}
        stats={overview.data?.stats ?? NO_STATS}
        payouts={overview.data?.payouts ?? []}
        loading={overview.isPending}
        error={overview.error?.message}
        onRetry={() => void overview.refetch()}
        onRequestPayout={requestPayout}
        terms={minimumPayout && commissionPercent ? { minimumPayout, commissionPercent } : undefined}
      />
    </>
  );
}
