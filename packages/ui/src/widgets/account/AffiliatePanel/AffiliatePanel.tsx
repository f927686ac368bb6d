import {
  AFFILIATE_COMMISSION_CREDIT_LABEL,
  AFFILIATE_COMMISSION_PERCENT,
  AFFILIATE_MIN_PAYOUT,
  AFFILIATE_PAYOUT_SCHEDULE_LABEL,
  type AffiliateStats,
  canRequestPayout,
  type DecimalString,
  type Payout,
} from "@smm/domain";
import { Lightbulb } from "lucide-react";
import type * as React from "react";
import { useId, useState } from "react";
import { Alert, AlertDescription, AlertTitle } from "../../../display/Alert";
import { CopyButton } from "../../../feedback/CopyButton";
import { Input } from "../../../forms/Input";
import { cn } from "../../../lib/cn";
import { errorMessage } from "../../../lib/errors";
import { Button } from "../../../primitives/Button";
import { useFormatMoney } from "../../common/Money/MoneyDisplay";
import { LoadError } from "../../shared/LoadError";
import { SectionCard } from "../shared/SectionCard";
import { AffiliateStatsGrid } from "./AffiliateStatsGrid";
import { PayoutHistory } from "./PayoutHistory";
import { shareLinks } from "./shareLinks";

/** Chosen tips: the spec asks for tips without giving them. */
export const AFFILIATE_TIPS = [
  "Share your link where your audience already is: groups, pages and status updates.",
  "Show your own results; people trust growth they can see.",
  "Post your link regularly: every deposit your referrals make earns you commission for life.",
] as const;

export type AffiliatePanelProps = Omit<React.ComponentProps<"div">, "children"> & {
  referralLink: string;
  stats: AffiliateStats;
  payouts?: readonly Payout[];
  loading?: boolean;
  /** Why the affiliate data could not be loaded; shown above the panel. */
  error?: string;
  onRetry?: () => void;
  /** Requests a payout of the available earnings; enabled from the minimum payout. */
  onRequestPayout?: (amount: DecimalString) => Promise<void>;
  /** The programme's terms as the operator set them (Settings); the spec's 4 % and 2000 NGN by default. */
  terms?: AffiliateTerms;
};

export type AffiliateTerms = { commissionPercent: DecimalString; minimumPayout: DecimalString };

const SPEC_TERMS: AffiliateTerms = {
  commissionPercent: AFFILIATE_COMMISSION_PERCENT,
  minimumPayout: AFFILIATE_MIN_PAYOUT,
};

/** Make Money: referral link with copy and share, stats, programme terms, payout request, payout history, tips. */
export function AffiliatePanel({
  referralLink,
  stats,
  payouts = [],
  loading = false,
  error,
  onRetry,
  onRequestPayout,
  terms = SPEC_TERMS,
  className,
  ...props
}: AffiliatePanelProps) {
  const ids = { link: useId(), linkInput: useId(), payout: useId(), history: useId(), tips: useId() };
  return (
    <div data-slot="affiliate-panel" className={cn("grid gap-6", className)} {...props}>
      {error ? <LoadError title="Failed to load your affiliate data" message={error} onRetry={onRetry} /> : null}
      <SectionCard
        title="Your Referral Link"
        description={`Earn ${terms.commissionPercent}% lifetime commission on every deposit your referrals make.`}
        headingId={ids.link}
        contentClassName="grid gap-4"
      >
        <div className="flex flex-col gap-2 sm:flex-row">
          <label htmlFor={ids.linkInput} className="sr-only">
            Referral link
          </label>
          <Input id={ids.linkInput} readOnly value={referralLink} className="font-mono" />
          <CopyButton value={referralLink} label="referral link" />
        </div>
        <ShareButtons url={referralLink} />
      </SectionCard>
      <AffiliateStatsGrid stats={stats} loading={loading} />
      <div className="grid gap-6 lg:grid-cols-2">
        <SectionCard title="Request Payout" headingId={ids.payout} contentClassName="grid gap-4">
          <ProgrammeTerms terms={terms} />
          <PayoutRequest
            available={stats.availableEarnings}
            minimum={terms.minimumPayout}
            disabled={loading}
            onRequest={onRequestPayout}
          />
        </SectionCard>
        <SectionCard title="Tips" headingId={ids.tips}>
          <ul className="grid gap-3 text-sm">
            {AFFILIATE_TIPS.map((tip) => (
              <li key={tip} className="flex gap-2">
                <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                {tip}
              </li>
            ))}
          </ul>
        </SectionCard>
      </div>
      <SectionCard title="Payout History" headingId={ids.history}>
        <PayoutHistory payouts={payouts} loading={loading} labelledBy={ids.history} />
      </SectionCard>
    </div>
  );
}

function ShareButtons({ url }: { url: string }) {
  return (
    <ul aria-label="Share your link" className="flex flex-wrap gap-2">
      {shareLinks(url).map(({ network, href }) => (
        <li key={network}>
          <Button asChild variant="secondary" size="sm">
            <a href={href} target="_blank" rel="noopener noreferrer">
              Share on {network}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
        </li>
      ))}
    </ul>
  );
}

function ProgrammeTerms({ terms }: { terms: AffiliateTerms }) {
  const formatMoney = useFormatMoney();
  const rows = [
    ["Commission", `${terms.commissionPercent}% for life`],
    ["Commission paid", AFFILIATE_COMMISSION_CREDIT_LABEL],
    ["Minimum payout", formatMoney(terms.minimumPayout)],
    ["Payout schedule", AFFILIATE_PAYOUT_SCHEDULE_LABEL],
  ] as const;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="text-right font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

type PayoutRequestProps = {
  available: DecimalString;
  minimum: DecimalString;
  disabled: boolean;
  onRequest?: (amount: DecimalString) => Promise<void>;
};

/** The payout button: disabled while the available earnings are below the minimum payout (spec §4). */
function PayoutRequest({ available, minimum, disabled, onRequest }: PayoutRequestProps) {
  const formatMoney = useFormatMoney();
  const hintId = useId();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: true } | { ok: false; message: string } | null>(null);
  const eligible = canRequestPayout(available, minimum);
  const request = async () => {
    if (!onRequest) return;
    setPending(true);
    setOutcome(null);
    try {
      await onRequest(available);
      setOutcome({ ok: true });
    } catch (error) {
      setOutcome({ ok: false, message: errorMessage(error, "Could not request the payout. Please try again.") });
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="grid gap-3">
      <p id={hintId} className="text-muted-foreground text-sm">
        Available: <span className="font-medium text-foreground">{formatMoney(available)}</span>
        {eligible ? null : `. You can request a payout from ${formatMoney(minimum)}.`}
      </p>
      {outcome?.ok === false ? (
        <Alert variant="danger">
          <AlertTitle>The payout could not be requested</AlertTitle>
          <AlertDescription>
            <p>{outcome.message}</p>
          </AlertDescription>
        </Alert>
      ) : null}
      {outcome?.ok ? (
        <Alert variant="success">
          <AlertTitle>Payout requested</AlertTitle>
        </Alert>
      ) : null}
      <Button
        aria-describedby={hintId}
        disabled={disabled || !eligible || !onRequest}
        pending={pending}
        onClick={request}
        className="justify-self-start"
      >
        Request Payout
      </Button>
    </div>
  );
}
