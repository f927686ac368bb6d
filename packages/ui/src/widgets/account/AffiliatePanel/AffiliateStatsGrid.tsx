import type { AffiliateStats } from "@smm/domain";
import { MousePointerClick, Percent, UserPlus, Users, Wallet, WalletCards } from "lucide-react";
import { StatCard } from "../../../display/StatCard";
import { useFormatMoney } from "../../common/Money/MoneyDisplay";

const integer = new Intl.NumberFormat("en-NG");

/** The six affiliate figures: visits, registrations, referrals, conversion rate, total and available earnings. */
export function AffiliateStatsGrid({ stats, loading = false }: { stats: AffiliateStats; loading?: boolean }) {
  const formatMoney = useFormatMoney();
  const cards = [
    { label: "Visits", value: integer.format(stats.visits), icon: <MousePointerClick /> },
    { label: "Registrations", value: integer.format(stats.registrations), icon: <UserPlus /> },
    { label: "Referrals", value: integer.format(stats.referrals), icon: <Users /> },
    { label: "Conversion Rate", value: `${stats.conversionRate}%`, icon: <Percent /> },
    { label: "Total Earnings", value: formatMoney(stats.totalEarnings), icon: <WalletCards /> },
    { label: "Available Earnings", value: formatMoney(stats.availableEarnings), icon: <Wallet /> },
  ];
  return (
    <ul
      data-slot="affiliate-stats"
      aria-label="Affiliate statistics"
      className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
    >
      {cards.map((card) => (
        <li key={card.label}>
          <StatCard label={card.label} value={card.value} icon={card.icon} loading={loading} />
        </li>
      ))}
    </ul>
  );
}
