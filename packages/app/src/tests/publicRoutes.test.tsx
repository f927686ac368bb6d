import { ApiError, CUSTOMER_SESSION_KEYS } from "@smm/api-client";
import { DEFAULT_SETTINGS, EMPTY_STOREFRONT, publicSettingsOf, TOAST_MESSAGES } from "@smm/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../lib/api";
import { PASSWORD_RESET_MESSAGE } from "../routes/public/ResetPassword";
import { resetApp, routeRenderer, stubCommonCalls, TEST_USER } from "../test-support/renderRoute";

// The route modules these tests render and the layouts on their way, by their path in src/routes.ts.
const renderRoute = routeRenderer(
  import.meta.glob(
    [
      "./layouts/{CustomerLayout,PlainLayout,PublicLayout}.tsx",
      "./routes/NotFound.tsx",
      "./routes/dashboard/NewOrder.tsx",
      "./routes/public/{ForgotPassword,Landing,LegalPage,PublicApiDocs,PublicServices,ResetPassword,SignUp}.tsx",
    ],
    { base: "../" },
  ),
);

beforeEach(stubCommonCalls);
afterEach(resetApp);

async function fillSignIn(remember: boolean) {
  const user = userEvent.setup({ delay: null });
  const form = within(await screen.findByRole("form", { name: "Sign in" }));
  await user.type(form.getByLabelText("Email or Username"), "ada");
  await user.type(form.getByLabelText("Password", { selector: "input" }), "Secret123");
  if (remember) await user.click(form.getByRole("checkbox", { name: "Remember me" }));
  await user.click(form.getByRole("button", { name: "Sign in" }));
}

describe("/ (landing with sign-in)", () => {
  it("shows the public header, the marketing sections and the footer with the current year", async () => {
    renderRoute("/");
    expect(await screen.findByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toHaveTextContent(
      `© ${new Date().getFullYear()} Premium SMM Services. All rights reserved.`,
    );
    // A fresh panel's storefront is empty: no invented questions, stories or claims, no legal links.
    expect(screen.queryByRole("region", { name: "Frequently asked questions" })).not.toBeInTheDocument();
    expect(within(screen.getByRole("contentinfo")).queryByRole("link")).not.toBeInTheDocument();
  });

  it("shows the operator's storefront: their FAQ, and footer links to the legal pages that exist", async () => {
    vi.spyOn(api.settings, "get").mockResolvedValue({
      ...publicSettingsOf(DEFAULT_SETTINGS),
      storefront: { ...EMPTY_STOREFRONT, faq: [{ question: "Do you need my password?", answer: "Never." }] },
      legal_page_list: ["terms"],
    });
    renderRoute("/");
    const faq = await screen.findByRole("region", { name: "Frequently asked questions" });
    expect(within(faq).getByRole("button", { name: "Do you need my password?" })).toBeInTheDocument();
    const legal = within(screen.getByRole("navigation", { name: "Legal" }));
    expect(legal.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(["/terms"]);
  });

  it("shows the panel's own brand: its name in the header and footer, its logo, its landing texts", async () => {
    vi.spyOn(api.settings, "get").mockResolvedValue({
      ...publicSettingsOf(DEFAULT_SETTINGS),
      site_name: "Boost Naija",
      branding: {
        ...DEFAULT_SETTINGS.branding,
        logo_url: "https://cdn.example.com/boost.png",
        headline: "Grow faster in Lagos",
        subheadline: "Followers and views for Nigerian creators.",
      },
    });
    renderRoute("/");
    expect(await screen.findByRole("heading", { level: 1, name: "Grow faster in Lagos" })).toBeInTheDocument();
    expect(screen.getByText("Followers and views for Nigerian creators.")).toBeInTheDocument();
    const home = within(screen.getByRole("banner")).getByRole("link", { name: "Boost Naija" });
    expect(home.querySelector("img")).toHaveAttribute("src", "https://cdn.example.com/boost.png");
    expect(screen.getByRole("contentinfo")).toHaveTextContent(`© ${new Date().getFullYear()} Boost Naija.`);
    expect(document.body).not.toHaveTextContent("Premium SMM");
  });

  it("signs in: remembered sessions go to localStorage, then the toast and the dashboard", async () => {
    const login = vi.spyOn(api.auth, "login").mockResolvedValue({ token: "t-1", user: TEST_USER });
    const { router } = renderRoute("/");
    await fillSignIn(true);
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(login).toHaveBeenCalledWith({ login: "ada", password: "Secret123", remember: true });
    expect(window.localStorage.getItem(CUSTOMER_SESSION_KEYS.token)).toBe("t-1");
    expect(window.sessionStorage.getItem(CUSTOMER_SESSION_KEYS.token)).toBeNull();
    expect(await screen.findByText(TOAST_MESSAGES.loginSuccess)).toBeInTheDocument();
  });

  it("keeps a session without remember-me for this browser session only", async () => {
    vi.spyOn(api.auth, "login").mockResolvedValue({ token: "t-2", user: TEST_USER });
    const { router } = renderRoute("/");
    await fillSignIn(false);
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(window.sessionStorage.getItem(CUSTOMER_SESSION_KEYS.token)).toBe("t-2");
    expect(window.localStorage.getItem(CUSTOMER_SESSION_KEYS.token)).toBeNull();
  });

  it("shows the server's message when sign-in fails and stays on /", async () => {
    vi.spyOn(api.auth, "login").mockRejectedValue(new Error("These credentials do not match our records."));
    const { router } = renderRoute("/");
    await fillSignIn(false);
    expect(await screen.findByText("These credentials do not match our records.")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
  });
});

describe("/signup", () => {
  it("counts the referral visit and carries ?ref= into the registration", async () => {
    const visit = vi.spyOn(api.affiliate, "recordVisit").mockResolvedValue(undefined);
    const register = vi.spyOn(api.auth, "register").mockResolvedValue({ token: "t-3", user: TEST_USER });
    const { router } = renderRoute("/signup?ref=FRIEND1");
    const user = userEvent.setup({ delay: null });
    const form = within(await screen.findByRole("form", { name: "Create an account" }));
    await user.type(form.getByLabelText("Username"), "grace");
    await user.type(form.getByLabelText("Email"), "grace@example.com");
    await user.type(form.getByLabelText("First name"), "Grace");
    await user.type(form.getByLabelText("Last name"), "Hopper");
    await user.type(form.getByLabelText("Password", { selector: "input" }), "Secret123");
    await user.type(form.getByLabelText("Confirm password", { selector: "input" }), "Secret123");
    await user.click(form.getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(register).toHaveBeenCalledWith(expect.objectContaining({ username: "grace", referral_code: "FRIEND1" }));
    expect(visit).toHaveBeenCalledWith("FRIEND1");
    expect(await screen.findByText(TOAST_MESSAGES.registerSuccess)).toBeInTheDocument();
  });
});

describe("the other public pages", () => {
  it("/forgot-password asks the server for a reset link", async () => {
    const forgot = vi.spyOn(api.auth, "forgotPassword").mockResolvedValue({ message: "sent" });
    renderRoute("/forgot-password");
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText("Email"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByText("Check your email")).toBeInTheDocument();
    expect(forgot).toHaveBeenCalledWith({ email: "ada@example.com" });
    // The public header (its Main navigation) is only on / and /signup.
    expect(screen.queryByRole("navigation", { name: "Main" })).not.toBeInTheDocument();
  });

  it("/reset-password sends the link's token with the new password, then goes to sign in", async () => {
    const reset = vi.spyOn(api.auth, "resetPassword").mockResolvedValue({ message: "ok" });
    const { router } = renderRoute("/reset-password?token=abc123");
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText("New password", { selector: "input" }), "Newpass1");
    await user.type(screen.getByLabelText("Confirm password", { selector: "input" }), "Newpass1");
    await user.click(screen.getByRole("button", { name: "Reset password" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(reset).toHaveBeenCalledWith({ token: "abc123", password: "Newpass1", password_confirmation: "Newpass1" });
    expect(await screen.findByText(PASSWORD_RESET_MESSAGE)).toBeInTheDocument();
  });

  it("/services shows the server's catalogue without the public header", async () => {
    const catalogue = vi.spyOn(api.catalogue, "catalogue").mockResolvedValue({
      platforms: [{ id: "all", name: "All", icon: "all" }],
      services: [],
    });
    renderRoute("/services");
    expect(await screen.findByRole("heading", { name: "Social Media Services" })).toBeInTheDocument();
    expect(catalogue).toHaveBeenCalled();
    expect(screen.queryByRole("contentinfo")).not.toBeInTheDocument();
  });

  it("answers an unknown path with the not-found page", async () => {
    renderRoute("/no-such-page");
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
  });
});

describe("/api", () => {
  it("documents the reseller API at this panel's own address", async () => {
    renderRoute("/api");
    expect(await screen.findByRole("heading", { level: 1, name: "Reseller API" })).toBeInTheDocument();
    expect(screen.getAllByText(new RegExp(`${window.location.origin}/api/v2`)).length).toBeGreaterThan(0);
  });
});

describe("/terms, /privacy, /refunds (the operator's legal pages)", () => {
  it("shows a page the operator wrote, as plain text paragraphs", async () => {
    vi.spyOn(api.settings, "legalPage").mockResolvedValue({
      page: "terms",
      title: "Terms of service",
      body: "Orders start once paid.\n\n<b>Refills</b> follow each service.",
    });
    renderRoute("/terms");
    expect(await screen.findByRole("heading", { level: 1, name: "Terms of service" })).toBeInTheDocument();
    expect(await screen.findByText("<b>Refills</b> follow each service.")).toBeInTheDocument();
  });

  it("a page left empty is not found", async () => {
    vi.spyOn(api.settings, "legalPage").mockRejectedValue(new ApiError("Not found", { status: 404 }));
    renderRoute("/privacy");
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
  });
});
