import type { ApiKeyInfo, NewApiKey } from "@smm/domain";
import { KeyRound } from "lucide-react";
import type * as React from "react";
import { useId, useState } from "react";
import { Alert, AlertDescription, AlertTitle } from "../../../display/Alert";
import { KeyValueItem, KeyValueList } from "../../../display/KeyValue";
import { Skeleton } from "../../../display/Skeleton";
import { CopyButton } from "../../../feedback/CopyButton";
import { Input } from "../../../forms/Input";
import { cn } from "../../../lib/cn";
import { errorMessage } from "../../../lib/errors";
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from "../../../overlays/Dialog";
import { Button } from "../../../primitives/Button";
import { SectionCard } from "../../account/shared/SectionCard";
import { formatDateTime } from "../../shared/formatDate";
import { LoadError } from "../../shared/LoadError";

export const API_KEY_SHOWN_ONCE_WARNING =
  "Copy this key now and keep it secret. For your security it will not be shown again.";
export const API_KEY_REGENERATE_WARNING =
  "Your current key stops working at once. Scripts and panels that use it will fail until you give them the new key.";

export type ApiAccessPanelProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** The current key as the server describes it (never the key itself); undefined while loading. */
  keyInfo?: ApiKeyInfo;
  loading?: boolean;
  /** Why the key could not be loaded. */
  error?: string;
  onRetry?: () => void;
  /** Creates a key (replacing any current one) and resolves with it; it is shown once. */
  onGenerate: () => Promise<NewApiKey>;
};

/** API Access: the current key by its last four characters, its dates, and generate / regenerate (shown once). */
export function ApiAccessPanel({
  keyInfo,
  loading = false,
  error,
  onRetry,
  onGenerate,
  className,
  ...props
}: ApiAccessPanelProps) {
  const headingId = useId();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [fresh, setFresh] = useState<NewApiKey | null>(null);
  const [confirming, setConfirming] = useState(false);

  const generate = async () => {
    setConfirming(false);
    setPending(true);
    setFailure(null);
    try {
      setFresh(await onGenerate());
    } catch (caught) {
      setFresh(null);
      setFailure(errorMessage(caught, "Could not generate a key. Please try again."));
    } finally {
      setPending(false);
    }
  };

  const hasKey = Boolean(fresh || keyInfo?.exists);
  const action = hasKey ? (
    <Dialog open={confirming} onOpenChange={setConfirming}>
      <DialogTrigger asChild>
        <Button variant="outline" disabled={loading || Boolean(error)} pending={pending}>
          Regenerate key
        </Button>
      </DialogTrigger>
      <DialogContent title="Regenerate API key?" description={API_KEY_REGENERATE_WARNING}>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" onClick={generate}>
            Regenerate
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ) : (
    <Button disabled={loading || Boolean(error)} pending={pending} onClick={generate}>
      Generate API key
    </Button>
  );

  return (
    <div data-slot="api-access-panel" className={cn("grid gap-6", className)} {...props}>
      {error ? <LoadError title="Failed to load your API key" message={error} onRetry={onRetry} /> : null}
      <SectionCard
        title="API Access"
        description="Use your key to place and track orders from your own panel or scripts."
        headingId={headingId}
        action={action}
        contentClassName="grid gap-4"
      >
        {failure ? (
          <Alert variant="danger">
            <AlertTitle>The key could not be generated</AlertTitle>
            <AlertDescription>
              <p>{failure}</p>
            </AlertDescription>
          </Alert>
        ) : null}
        {fresh ? <FreshKey apiKey={fresh.key} /> : null}
        {loading ? <KeySkeleton /> : <KeyDetails info={fresh ? undefined : keyInfo} fresh={fresh} />}
      </SectionCard>
    </div>
  );
}

function FreshKey({ apiKey }: { apiKey: string }) {
  const inputId = useId();
  return (
    <Alert variant="warning" data-slot="api-key-fresh">
      <AlertTitle>Your new API key</AlertTitle>
      <AlertDescription>
        <p>{API_KEY_SHOWN_ONCE_WARNING}</p>
        <div className="flex w-full flex-col gap-2 sm:flex-row">
          <label htmlFor={inputId} className="sr-only">
            New API key
          </label>
          <Input
            id={inputId}
            readOnly
            value={apiKey}
            className="font-mono"
            onFocus={(event) => event.target.select()}
          />
          <CopyButton value={apiKey} label="API key" />
        </div>
      </AlertDescription>
    </Alert>
  );
}

/** A key's times name their zone: a reseller compares them with their own server's logs. */
function inUtc(iso: string | undefined): string {
  return iso ? `${formatDateTime(iso)} UTC` : formatDateTime(iso);
}

function KeyDetails({ info, fresh }: { info?: ApiKeyInfo; fresh: NewApiKey | null }) {
  if (!fresh && !info?.exists) {
    return (
      <p className="flex items-center gap-2 text-muted-foreground text-sm">
        <KeyRound aria-hidden="true" className="size-4 shrink-0" />
        You have no API key yet. Generate one to start using the API.
      </p>
    );
  }
  const lastFour = fresh?.last_four ?? info?.last_four ?? "";
  return (
    <KeyValueList>
      <KeyValueItem label="Key">
        <span className="font-mono">
          <span aria-hidden="true">••••••••</span>
          <span className="sr-only">ending in </span>
          {lastFour}
        </span>
      </KeyValueItem>
      <KeyValueItem label="Created">{fresh ? "Just now" : inUtc(info?.created_at)}</KeyValueItem>
      <KeyValueItem label="Last used">{fresh || !info?.last_used_at ? "Never" : inUtc(info.last_used_at)}</KeyValueItem>
    </KeyValueList>
  );
}

function KeySkeleton() {
  return (
    <div className="grid gap-3" aria-busy="true">
      <span className="sr-only">Loading your API key…</span>
      <Skeleton className="h-5 w-48" />
      <Skeleton className="h-5 w-64" />
      <Skeleton className="h-5 w-56" />
    </div>
  );
}
