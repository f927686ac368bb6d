const RECORDED_KEY = "referralVisitRecorded";

/** Counts a referral link's visit once per browser session (a reload is not a second visit). */
export function recordReferralVisit(code: string): void {
  const recorded = window.sessionStorage.getItem(RECORDED_KEY);
  if (recorded === code) return;
  window.sessionStorage.setItem(RECORDED_KEY, code);
  // A lost visit count must never stop a sign-up, so a failure is left silent.
  import("./api").then(({ api }) => api.affiliate.recordVisit(code)).catch(() => undefined);
}
