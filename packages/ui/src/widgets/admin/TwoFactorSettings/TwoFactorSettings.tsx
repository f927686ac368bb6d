import type {
  AdminTwoFactorSetup,
  AdminTwoFactorStatus,
  TwoFactorDisableValues,
  TwoFactorEnableValues,
} from "@smm/domain";
import { RECOVERY_CODE_COUNT } from "@smm/domain";
import type * as React from "react";
import { useId } from "react";
import { Badge } from "../../../display/Badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../display/Card";
import { Skeleton } from "../../../display/Skeleton";
import { CopyButton } from "../../../feedback/CopyButton";
import { cn } from "../../../lib/cn";
import { Button } from "../../../primitives/Button";
import { AdminForm } from "../AdminForm";
import type { AdminFormField } from "../AdminForm/adminFormFields";

const CODE_FIELD: AdminFormField = {
  name: "code",
  label: "Code from the app",
  kind: "text",
  required: true,
  autoComplete: "one-time-code",
  placeholder: "123456",
  wide: true,
};
/** The password again (as GitHub and Google ask): a session left open is not enough to turn it on. */
const ENABLE_FIELDS: readonly AdminFormField[] = [
  {
    name: "password",
    label: "Password",
    kind: "password",
    required: true,
    autoComplete: "current-password",
    wide: true,
  },
  CODE_FIELD,
];
const REPLACE_FIELDS: readonly AdminFormField[] = [
  { ...CODE_FIELD, label: "Current code", hint: "From your authenticator app, or an unused recovery code." },
];
const DISABLE_FIELDS: readonly AdminFormField[] = [
  { ...CODE_FIELD, label: "Current code", required: false, hint: "From your authenticator app, or a recovery code." },
  {
    name: "password",
    label: "Or your password",
    kind: "password",
    autoComplete: "current-password",
    hint: "If you no longer have the app.",
    wide: true,
  },
];

export type TwoFactorSettingsProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** `undefined` while it loads. */
  status: AdminTwoFactorStatus | undefined;
  /** The setup in progress (after `onStart`): QR code, key, and the code that confirms it. */
  setup?: AdminTwoFactorSetup;
  /** New recovery codes, shown until `onRecoveryCodesSaved`. */
  recoveryCodes?: readonly string[];
  /** Starts the setup (the app then passes `setup`). */
  onStart: () => void;
  starting?: boolean;
  onCancelSetup: () => void;
  /** Reject with the api-client's error: a wrong password or code shows under its field. */
  onEnable: (values: TwoFactorEnableValues) => Promise<void>;
  onReplaceRecoveryCodes: (code: string) => Promise<void>;
  onDisable: (proof: TwoFactorDisableValues) => Promise<void>;
  onRecoveryCodesSaved: () => void;
};

/**
 * An operator's two-factor sign-in on their profile: off (set it up), the setup (scan the QR code or type the key,
 * confirm with a code), the recovery codes (shown once), and on (codes left, new codes, turn off).
 */
export function TwoFactorSettings({
  status,
  setup,
  recoveryCodes,
  onStart,
  starting = false,
  onCancelSetup,
  onEnable,
  onReplaceRecoveryCodes,
  onDisable,
  onRecoveryCodesSaved,
  className,
  ...props
}: TwoFactorSettingsProps) {
  const titleId = useId();
  let body: React.ReactNode;
  if (recoveryCodes) {
    body = <RecoveryCodes codes={recoveryCodes} onSaved={onRecoveryCodesSaved} />;
  } else if (setup) {
    body = <Setup setup={setup} onEnable={onEnable} onCancel={onCancelSetup} />;
  } else if (!status) {
    body = <Skeleton className="h-10 w-56" />;
  } else if (!status.enabled) {
    body = (
      <div className="grid justify-items-start gap-3">
        <p className="text-muted-foreground text-sm">
          With two-factor sign-in on, signing in asks for a code from an authenticator app on your phone after your
          password, so a stolen password alone cannot open the admin area.
        </p>
        <Button onClick={onStart} pending={starting}>
          Set up two-factor sign-in
        </Button>
      </div>
    );
  } else {
    body = (
      <div className="grid gap-4">
        <p className="text-sm">
          Recovery codes left: <strong>{status.recoveryCodesLeft}</strong> of {RECOVERY_CODE_COUNT}
        </p>
        <div className="grid items-start gap-4 xl:grid-cols-2 [&>*]:min-w-0">
          <AdminForm
            bare
            title="New recovery codes"
            description="The codes you have now stop working."
            fields={REPLACE_FIELDS}
            submitLabel="Get new codes"
            resetOnSuccess
            onSubmit={(values) => onReplaceRecoveryCodes(String(values.code))}
          />
          <AdminForm
            bare
            title="Turn off"
            description="Signing in will ask for your password only."
            fields={DISABLE_FIELDS}
            submitLabel="Turn off two-factor sign-in"
            resetOnSuccess
            onSubmit={(values) =>
              onDisable(values.code ? { code: String(values.code) } : { password: String(values.password) })
            }
          />
        </div>
      </div>
    );
  }
  return (
    <Card data-slot="two-factor-settings" className={cn("w-full max-w-3xl", className)} {...props}>
      <CardHeader>
        <CardTitle asChild>
          <h2 id={titleId} className="flex flex-wrap items-center gap-2">
            Two-factor sign-in
            {status && !setup && !recoveryCodes ? (
              <Badge variant={status.enabled ? "success" : "neutral"}>{status.enabled ? "On" : "Off"}</Badge>
            ) : null}
          </h2>
        </CardTitle>
        <CardDescription>A code from an authenticator app (TOTP) after your password.</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}

/** The key in groups of four, as authenticator apps show it when typed by hand. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}

function Setup({
  setup,
  onEnable,
  onCancel,
}: {
  setup: AdminTwoFactorSetup;
  onEnable: (values: TwoFactorEnableValues) => Promise<void>;
  onCancel: () => void;
}) {
  return (
    <div className="grid gap-4">
      <ol className="grid list-decimal gap-1 pl-5 text-sm">
        <li>Open an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Authy...).</li>
        <li>Scan the QR code, or type the key.</li>
        <li>Enter your password and the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-wrap items-center gap-4">
        {/* A data: URL from the server, so the page needs no script or inline SVG to draw it. */}
        <img
          src={setup.qrCode}
          alt="QR code for your authenticator app"
          width={176}
          height={176}
          className="rounded-md border bg-white"
        />
        <div className="grid min-w-0 gap-2">
          <p className="text-muted-foreground text-sm">Key</p>
          <code className="break-all font-mono text-sm" data-testid="two-factor-key">
            {grouped(setup.secret)}
          </code>
          <CopyButton value={setup.secret} label="key" size="sm" className="justify-self-start" />
        </div>
      </div>
      <AdminForm
        bare
        title="Confirm with your password and a code"
        fields={ENABLE_FIELDS}
        submitLabel="Turn on"
        onCancel={onCancel}
        onSubmit={(values) => onEnable({ password: String(values.password), code: String(values.code) })}
      />
    </div>
  );
}

function RecoveryCodes({ codes, onSaved }: { codes: readonly string[]; onSaved: () => void }) {
  return (
    <div className="grid gap-4">
      <p className="text-sm">
        Two-factor sign-in is on. Save these recovery codes somewhere safe: each signs you in once if you lose your
        phone. They are shown only now.
      </p>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-1 gap-x-6 gap-y-1 rounded-md border bg-muted/40 p-4 font-mono text-sm sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <CopyButton value={codes.join("\n")} label="recovery codes" />
        <Button onClick={onSaved}>I saved them</Button>
      </div>
    </div>
  );
}
