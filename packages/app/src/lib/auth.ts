import { TOAST_MESSAGES } from "@smm/domain";
import type { SignInValues, SignUpValues } from "@smm/ui";
import { useNavigate } from "react-router";

/**
 * The API client and the toasts load when the visitor submits, so the landing page's first
 * load carries none of them.
 */
const loadClient = async () => {
  const [{ api }, { customerSession }, { toast }] = await Promise.all([
    import("./api"),
    import("./session"),
    import("./toasts"),
  ]);
  return { api, customerSession, toast };
};

/**
 * Sign-in (spec §4): stores token and user (localStorage with remember-me, else sessionStorage), toasts
 * 'Login successful!' and opens the dashboard. A rejection carries the api-client's normalised message, which
 * the form shows.
 */
export function useSignIn() {
  const navigate = useNavigate();
  return async ({ login, password, remember }: SignInValues) => {
    const { api, customerSession, toast } = await loadClient();
    const { token, user } = await api.auth.login({ login, password, remember });
    customerSession.save({ token, data: user }, { remember });
    toast.success(TOAST_MESSAGES.loginSuccess);
    navigate("/dashboard");
  };
}

/** Sign-up: the account is signed in at once (for this browser session), 'Account created successfully!'. */
export function useSignUp(referralCode: string | undefined) {
  const navigate = useNavigate();
  return async (values: SignUpValues) => {
    const { api, customerSession, toast } = await loadClient();
    const { token, user } = await api.auth.register({
      ...values,
      ...(referralCode ? { referral_code: referralCode } : {}),
    });
    customerSession.save({ token, data: user }, { remember: false });
    toast.success(TOAST_MESSAGES.registerSuccess);
    navigate("/dashboard");
  };
}
