/**
 * The launch checklist on the admin dashboard: what a new panel still lacks before it can take a customer's money,
 * each step with what is missing and the screen that fixes it. The server gathers the facts (`LaunchFacts`, from the
 * database and its environment); this file turns them into the steps, so the texts and the rule of "done" are one.
 */
import { CHILD_PANEL_NAMESERVERS } from "../constants";
import type { LaunchChecklist, LaunchStep } from "../contract/admin/system";
import { toDecimal } from "../money/decimal";
import { formatMoney } from "../money/format";
import { type ChildPanelSales, DEFAULT_MAIL_FROM } from "./settings";

/** What the server knows of the panel; `publicUrl` and `childPanels` are null on a child panel (not its concern). */
export interface LaunchFacts {
  siteName: string;
  mailFrom: string;
  /** The names of the payment methods customers can pay with now. */
  paymentMethods: string[];
  categories: number;
  services: number;
  publicUrl: { set: boolean; url: string } | null;
  /** The owner's sign-in asks for a code (two-factor confirmed). */
  ownerTwoFactor: boolean;
  childPanels: {
    sales: ChildPanelSales;
    price: string;
    nameservers: readonly string[];
    /** Demo mode: the spec's nameservers count as the operator's own. */
    demo: boolean;
  } | null;
}

/** The message of PUT /admin/settings when sales are switched on before the price and nameservers are the operator's. */
export const CHILD_PANEL_SALES_NOT_READY =
  "Set the monthly price and your own nameservers (Child panels) before switching child panel sales on.";

/**
 * Whether child panels can be sold as the settings stand: a price above 0 and at least two nameservers, none of them
 * the spec's sample hosts (they belong to no one running this panel), except in demo mode.
 */
export function childPanelSalesReady(
  childPanel: { price_per_month: string; nameservers: readonly string[] },
  demo: boolean,
): boolean {
  const price = childPanel.price_per_month.trim();
  const priced = /^\d+(\.\d+)?$/.test(price) && toDecimal(price).greaterThan(0);
  const sample = new Set<string>(CHILD_PANEL_NAMESERVERS);
  const own = childPanel.nameservers.length >= 2 && (demo || !childPanel.nameservers.some((host) => sample.has(host)));
  return priced && own;
}

/** A sender that no mail server accepts mail from: none set, or the sample one. */
const isRealSender = (address: string) => address.trim() !== "" && address.trim() !== DEFAULT_MAIL_FROM;

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "0.0.0.0"]);

/** PUBLIC_URL given and naming a host customers can reach (not localhost). */
function isPublicAddress(publicUrl: { set: boolean; url: string }): boolean {
  if (!publicUrl.set) return false;
  try {
    const host = new URL(publicUrl.url).hostname;
    return !LOCAL_HOSTS.has(host) && !host.endsWith(".localhost");
  } catch {
    return false;
  }
}

function brandStep(facts: LaunchFacts): LaunchStep {
  const named = facts.siteName.trim() !== "";
  const sender = isRealSender(facts.mailFrom);
  const missing = [
    named ? "" : "Your panel has no name yet: customers see its address instead.",
    sender ? "" : "Mail has no sender address of yours: set the address customers' mail comes from.",
  ].filter(Boolean);
  return {
    id: "brand",
    title: "Name your panel and its mail sender",
    done: missing.length === 0,
    detail: missing.length === 0 ? `${facts.siteName}, mail from ${facts.mailFrom}` : missing.join(" "),
    action: !named
      ? { label: "Set the panel name", href: "/admin/settings#branding" }
      : !sender
        ? { label: "Set the sender", href: "/admin/settings#general" }
        : null,
  };
}

function paymentsStep(facts: LaunchFacts): LaunchStep {
  const done = facts.paymentMethods.length > 0;
  return {
    id: "payments",
    title: "Accept payments",
    done,
    detail: done
      ? facts.paymentMethods.join(", ")
      : "Customers have no way to pay: enter your bank details for manual transfers, or your card or crypto gateway keys.",
    action: done ? null : { label: "Set up payment methods", href: "/admin/settings#payments" },
  };
}

function catalogueStep(facts: LaunchFacts): LaunchStep {
  const done = facts.categories > 0 && facts.services > 0;
  return {
    id: "catalogue",
    title: "Add a category and a service",
    done,
    detail: done
      ? `${facts.categories} ${facts.categories === 1 ? "category" : "categories"}, ${facts.services} ${facts.services === 1 ? "service" : "services"} on sale`
      : facts.categories === 0
        ? "Customers see no categories: add one, then a service in it (by hand, or imported from a provider)."
        : "No service is on sale: add one by hand, or import a provider's services.",
    action: done
      ? null
      : facts.categories === 0
        ? { label: "Add a category", href: "/admin/add-category" }
        : { label: "Add a service", href: "/admin/add-services" },
  };
}

function publicUrlStep(publicUrl: { set: boolean; url: string }): LaunchStep {
  const done = isPublicAddress(publicUrl);
  return {
    id: "public_url",
    title: "Set the panel's public address",
    done,
    detail: done
      ? publicUrl.url
      : `Links in mail and payment returns point to ${publicUrl.url}: set PUBLIC_URL in the server's environment to your address (e.g. https://yourpanel.com) and restart it.`,
    action: null,
  };
}

function twoFactorStep(on: boolean): LaunchStep {
  return {
    id: "two_factor",
    title: "Turn on two-factor sign-in for the owner",
    done: on,
    detail: on
      ? "The owner signs in with a code from an authenticator app."
      : "The owner's account signs in with a password only: the owner turns two-factor on under Profile.",
    action: on ? null : { label: "Open Profile", href: "/admin/profile#two-factor" },
  };
}

function childPanelStep(childPanels: NonNullable<LaunchFacts["childPanels"]>): LaunchStep {
  const ready = childPanelSalesReady(
    { price_per_month: childPanels.price, nameservers: childPanels.nameservers },
    childPanels.demo,
  );
  const done = childPanels.sales === "off" || (childPanels.sales === "on" && ready);
  const detail =
    childPanels.sales === "off"
      ? "Not sold: customers see no Child Panel page."
      : childPanels.sales === "on" && ready
        ? `Sold at ${formatMoney(childPanels.price)} a month, on ${childPanels.nameservers.join(", ")}.`
        : "Child panel sales are off until you decide: set the monthly price and your own nameservers and switch sales on, or keep them off.";
  return {
    id: "child_panels",
    title: "Decide on child panel sales",
    done,
    detail,
    action: done ? null : { label: "Decide on child panels", href: "/admin/settings#child-panel-sales" },
  };
}

/** The checklist of a panel's facts, in the order an operator does the steps. */
export function launchChecklistOf(facts: LaunchFacts): LaunchChecklist {
  const steps = [
    brandStep(facts),
    paymentsStep(facts),
    catalogueStep(facts),
    ...(facts.publicUrl ? [publicUrlStep(facts.publicUrl)] : []),
    twoFactorStep(facts.ownerTwoFactor),
    ...(facts.childPanels ? [childPanelStep(facts.childPanels)] : []),
  ];
  return { steps, ready: steps.every((step) => step.done) };
}
