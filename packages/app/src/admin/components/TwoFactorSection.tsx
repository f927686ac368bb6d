import {
  type AdminTwoFactorSetup,
  TWO_FACTOR_MESSAGES,
  type TwoFactorDisableValues,
  type TwoFactorEnableValues,
} from "@smm/domain";
import { Alert, AlertDescription, errorMessage, TwoFactorSettings, toast } from "@smm/ui";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useAdminSession } from "../../lib/session";
import { useScrollToHash } from "../../lib/useScrollToHash";
import { adminApi } from "../lib/adminApi";
import { adminKeys } from "../lib/adminKeys";
import { useAdminAction } from "../lib/useAdminAction";
import { LoadFailure } from "./LoadFailure";

/**
 * The profile's two-factor sign-in: the setup and the recovery codes live only in this screen's memory (shown once,
 * never fetched again).
 */
export function TwoFactorSection() {
  const status = useQuery({
    queryKey: adminKeys.twoFactor,
    queryFn: ({ signal }) => adminApi.twoFactor.status({ signal }),
  });
  // The launch checklist's two-factor step links here (/admin/profile#two-factor).
  useScrollToHash(status.data !== undefined);
  const [setup, setSetup] = useState<AdminTwoFactorSetup>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const start = useMutation({
    mutationFn: () => adminApi.twoFactor.setup(),
    onSuccess: setSetup,
    onError: (error) => toast.error(errorMessage(error)),
  });
  const invalidate = [adminKeys.twoFactor];
  // Refetching "me" lifts the owner's requirement in the app too (the layout stops sending here).
  const enable = useAdminAction((values: TwoFactorEnableValues) => adminApi.twoFactor.enable(values), {
    success: TWO_FACTOR_MESSAGES.enabled,
    invalidate: [adminKeys.twoFactor, adminKeys.me, adminKeys.launchChecklist],
  });
  const setupRequired = useAdminSession()?.data.twoFactorSetupRequired === true;
  const replace = useAdminAction((code: string) => adminApi.twoFactor.replaceRecoveryCodes({ code }), {
    success: "New recovery codes are ready",
    invalidate,
  });
  const disable = useAdminAction((proof: TwoFactorDisableValues) => adminApi.twoFactor.disable(proof), {
    success: TWO_FACTOR_MESSAGES.disabled,
    invalidate,
  });

  if (status.isError) {
    return <LoadFailure title="Two-factor sign-in could not be loaded" error={status.error} onRetry={status.refetch} />;
  }
  return (
    <>
      {setupRequired ? (
        <Alert variant="warning">
          <AlertDescription>{TWO_FACTOR_MESSAGES.setupRequired}</AlertDescription>
        </Alert>
      ) : null}
      <TwoFactorSettings
        id="two-factor"
        status={status.data}
        setup={setup}
        recoveryCodes={recoveryCodes}
        onStart={() => start.mutate()}
        starting={start.isPending}
        onCancelSetup={() => setSetup(undefined)}
        onEnable={async (values) => {
          const answer = await enable.submit(values);
          setSetup(undefined);
          setRecoveryCodes(answer.recoveryCodes);
        }}
        onReplaceRecoveryCodes={async (code) => setRecoveryCodes((await replace.submit(code)).recoveryCodes)}
        onDisable={async (proof) => {
          await disable.submit(proof);
        }}
        onRecoveryCodesSaved={() => setRecoveryCodes(undefined)}
      />
    </>
  );
}
