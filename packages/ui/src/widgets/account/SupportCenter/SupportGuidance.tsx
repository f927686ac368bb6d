import {
  SUPPORT_CONDUCT,
  SUPPORT_HOURS,
  SUPPORT_RESPONSE_TIME,
  SUPPORT_RULES,
  SUPPORT_WEEKEND_PAYMENTS,
} from "@smm/domain";
import { Alert, AlertDescription, AlertTitle } from "../../../display/Alert";

/** The guidance box: the spec's ticket rules, response time, hours, weekend payments and conduct. */
export function SupportGuidance() {
  return (
    <Alert variant="info" data-slot="support-guidance">
      <AlertTitle>Before you open a ticket</AlertTitle>
      <AlertDescription>
        <ul className="list-disc space-y-1 pl-4">
          {SUPPORT_RULES.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
        <p>
          {SUPPORT_RESPONSE_TIME} {SUPPORT_HOURS} {SUPPORT_WEEKEND_PAYMENTS}
        </p>
        <p className="font-medium text-foreground">{SUPPORT_CONDUCT}</p>
      </AlertDescription>
    </Alert>
  );
}
