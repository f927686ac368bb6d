import { SUPPORT_CONDUCT, SUPPORT_RULES, type SupportChannel } from "@smm/domain";
import { Alert, AlertDescription, AlertTitle } from "../../../display/Alert";

/** How customers reach support besides tickets, as the operator wrote it (Settings → Storefront); "" = not stated. */
export type SupportContact = {
  /** e.g. "Our support team responds within 5 minutes to 6 hours." */
  responseTime: string;
  /** e.g. "Support hours: Monday to Friday, 9AM to 5PM." */
  hours: string;
  channels: readonly SupportChannel[];
};

export const NO_SUPPORT_CONTACT: SupportContact = { responseTime: "", hours: "", channels: [] };

/**
 * The guidance box: the spec's ticket rules and conduct, and the operator's response time, hours and channels (each
 * only when stated: a panel claims no hours it did not set).
 */
export function SupportGuidance({ contact = NO_SUPPORT_CONTACT }: { contact?: SupportContact }) {
  const times = [contact.responseTime, contact.hours].filter((text) => text.trim() !== "").join(" ");
  return (
    <Alert variant="info" data-slot="support-guidance">
      <AlertTitle>Before you open a ticket</AlertTitle>
      <AlertDescription>
        <ul className="list-disc space-y-1 pl-4">
          {SUPPORT_RULES.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
        {times ? <p>{times}</p> : null}
        {contact.channels.length > 0 ? (
          <ul aria-label="Other ways to reach us" className="space-y-1">
            {contact.channels.map((channel, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the operator's list in its order.
              <li key={index}>
                <span className="font-medium text-foreground">{channel.name}:</span> {channel.detail}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="font-medium text-foreground">{SUPPORT_CONDUCT}</p>
      </AlertDescription>
    </Alert>
  );
}
