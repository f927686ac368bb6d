import type { Deposit } from "@smm/api-client";
import { type AddFundsValues, formatMoney, hasVideoGuide, paymentMethodsFromSettings, sumMoney } from "@smm/domain";
import {
  AddFundsPanel,
  Alert,
  AlertDescription,
  AlertTitle,
  DepositsList,
  toast,
  useFormatCharge,
  VideoPlayer,
} from "@smm/ui";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { PageTitle } from "../../components/PageTitle";
import { api } from "../../lib/api";
import { depositsQuery, transactionsQuery, useTransactions } from "../../lib/customerQueries";
import { preload } from "../../lib/preload";
import { queryKeys, refreshAccount } from "../../lib/queryKeys";
import { usePublicSettings } from "../../lib/settings";
import { useFocusOnMount } from "../../lib/useFocusOnMount";
import { useSubmissionKey } from "../../lib/useSubmissionKey";
import { SandboxCheckout } from "./addFunds/SandboxCheckout";
import { useProviderReturn } from "./addFunds/useProviderReturn";

/** The sandbox provider sends the customer back here with this parameter (server: services/payments/sandbox.ts). */
export const SANDBOX_REFERENCE_PARAM = "sandbox_reference";
/** A real provider's return address carries the deposit's reference (server: services/payments/deposits.ts). */
export const PROVIDER_REFERENCE_PARAM = "reference";
export const AWAITING_PAYMENT_MESSAGE = "Waiting for the payment provider to confirm your payment…";

/** "US$0.68 (₦1,050.00) added to your balance": the amount credited, with its value in the display currency. */
export const fundsAddedMessage = (credit: string, format: (amount: string) => string = formatMoney) =>
  `${format(credit)} added to your balance`;

/** The success toast's text in the customer's display currency. */
function useFundsAddedMessage() {
  const format = useFormatCharge();
  return useCallback((credit: string) => fundsAddedMessage(credit, format), [format]);
}
export const TRANSFER_SUBMITTED_TITLE = "Transfer submitted";
export const transferSubmittedMessage = (
  { amount, transfer_reference }: Deposit,
  format: (amount: string) => string = formatMoney,
) =>
  `We credit ${format(amount)} to your balance once an operator finds your transfer (reference ${transfer_reference ?? "—"}).`;

/** The submitted transfer's confirmation, above the form: it takes the focus (see useFocusOnMount). */
function TransferSubmitted({ transfer, onDismiss }: { transfer: Deposit; onDismiss: () => void }) {
  const alert = useFocusOnMount<HTMLDivElement>();
  const format = useFormatCharge();
  return (
    <Alert
      ref={alert}
      tabIndex={-1}
      variant="success"
      role="status"
      dismissible
      onDismiss={onDismiss}
      className="outline-none"
    >
      <AlertTitle>{TRANSFER_SUBMITTED_TITLE}</AlertTitle>
      <AlertDescription>{transferSubmittedMessage(transfer, format)}</AlertDescription>
    </Alert>
  );
}

/**
 * Where a deposit's checkout lives: the sandbox's is a page of this app, opened in place (whatever host the server
 * was configured with); a real provider's site replaces the app.
 */
function openCheckout({ provider, checkout_url }: Deposit, navigate: (to: string) => void) {
  if (!checkout_url) return;
  const url = new URL(checkout_url, window.location.origin);
  if (provider === "sandbox" || url.origin === window.location.origin) navigate(`${url.pathname}${url.search}`);
  else window.location.assign(url.toString());
}

function useSandboxCheckout(reference: string | null, close: () => void) {
  const queryClient = useQueryClient();
  const creditedMessage = useFundsAddedMessage();
  const deposit = useQuery({
    queryKey: queryKeys.deposit(reference ?? ""),
    queryFn: ({ signal }) => api.funds.deposit(reference ?? "", { signal }),
    enabled: reference !== null,
  });
  const confirm = useMutation({
    mutationFn: () => api.funds.confirmSandboxDeposit(reference ?? ""),
    onSuccess: async ({ deposit: confirmed }) => {
      queryClient.setQueryData(queryKeys.deposit(confirmed.reference), confirmed);
      toast.success(creditedMessage(sumMoney(confirmed.amount, confirmed.bonus)));
      close();
      await refreshAccount(queryClient);
    },
    onError: (error) => toast.error(error.message),
  });
  return { deposit, confirm };
}

/**
 * The methods with the operator's minimums and bonuses; the spec's own terms until the settings load (the server
 * checks the amount against the settings either way).
 */
function useOperatorMethods() {
  const settings = usePublicSettings();
  const methods = settings.data?.payment_methods;
  const offered = useMemo(() => (methods ? paymentMethodsFromSettings(methods) : undefined), [methods]);
  return { methods: offered, demo: settings.data?.demo === true, bankDetails: settings.data?.bank_transfer_details };
}

export const clientLoader = () => preload(transactionsQuery, depositsQuery(1));

/** One page of the customer's deposits; a new page keeps the last one on screen until it arrives. */
function useDeposits() {
  const [page, setPage] = useState(1);
  const deposits = useQuery({ ...depositsQuery(page), placeholderData: keepPreviousData });
  return { deposits, page, setPage };
}

/**
 * `/dashboard/add-funds`: pay through the method's gateway (demo mode: the sandbox, labelled as moving no money), or
 * submit a manual bank transfer for an operator to approve; then recent transactions.
 */
export default function Component() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const reference = params.get(SANDBOX_REFERENCE_PARAM);
  const transactions = useTransactions();
  const submitOnce = useSubmissionKey();
  const closeCheckout = useCallback(() => setParams({}, { replace: true }), [setParams]);
  const { deposit, confirm } = useSandboxCheckout(reference, closeCheckout);
  const { methods, demo, bankDetails } = useOperatorMethods();
  const videoGuide = usePublicSettings().data?.video_guides.add_funds;
  const providerReturn = useProviderReturn(params.get(PROVIDER_REFERENCE_PARAM), closeCheckout, useFundsAddedMessage());
  const [submittedTransfer, setSubmittedTransfer] = useState<Deposit | null>(null);
  const queryClient = useQueryClient();
  const { deposits, page: depositsPage, setPage: setDepositsPage } = useDeposits();

  const pay = async ({ method, amount, transfer_reference }: AddFundsValues) => {
    const payload = { method, amount, ...(transfer_reference ? { transfer_reference } : {}) };
    const created = await submitOnce(payload, (idempotencyKey) => api.funds.createDeposit(payload, { idempotencyKey }));
    // A bank transfer has no checkout: it waits for the operator, listed under Your Deposits as pending.
    if (created.provider === "bank_transfer") {
      setSubmittedTransfer(created);
      setDepositsPage(1);
      await queryClient.invalidateQueries({ queryKey: queryKeys.deposits.all });
    } else openCheckout(created, navigate);
  };

  return (
    <>
      <PageTitle>Add Funds</PageTitle>
      {providerReturn.waiting ? (
        <Alert variant="info" role="status">
          <AlertDescription>{AWAITING_PAYMENT_MESSAGE}</AlertDescription>
        </Alert>
      ) : null}
      {submittedTransfer ? (
        <TransferSubmitted
          key={submittedTransfer.reference}
          transfer={submittedTransfer}
          onDismiss={() => setSubmittedTransfer(null)}
        />
      ) : null}
      {reference ? (
        <SandboxCheckout
          deposit={deposit.data}
          loading={deposit.isPending}
          error={deposit.error?.message}
          confirming={confirm.isPending}
          onConfirm={() => confirm.mutate()}
          onCancel={closeCheckout}
        />
      ) : null}
      <AddFundsPanel
        methods={methods}
        demo={demo}
        bankDetails={bankDetails}
        videoGuide={hasVideoGuide(videoGuide) ? <VideoPlayer video={videoGuide} title="How to add funds" /> : undefined}
        onPay={pay}
        transactions={transactions.data ?? []}
        transactionsLoading={transactions.isPending}
        transactionsError={transactions.error?.message}
        onRetryTransactions={() => void transactions.refetch()}
      />
      <DepositsList
        deposits={deposits.data?.data ?? []}
        loading={deposits.isPending}
        error={deposits.error?.message}
        onRetry={() => void deposits.refetch()}
        page={depositsPage}
        pageCount={deposits.data?.meta.last_page ?? 1}
        onPageChange={setDepositsPage}
      />
    </>
  );
}
