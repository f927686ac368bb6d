import { Alert, AlertDescription } from "@smm/ui";
import { usePublicSettings } from "../lib/settings";

/** What the operator tells every customer through the settings: maintenance mode and the free-text banner. */
export function SiteNotices() {
  const settings = usePublicSettings().data;
  if (!settings) return null;
  return (
    <>
      {settings.maintenance ? (
        <Alert variant="warning" role="status">
          <AlertDescription>{settings.maintenance_message}</AlertDescription>
        </Alert>
      ) : null}
      {settings.banner_text.trim() ? (
        <Alert variant="info">
          <AlertDescription>{settings.banner_text}</AlertDescription>
        </Alert>
      ) : null}
    </>
  );
}
