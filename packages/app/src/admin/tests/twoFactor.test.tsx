import { ADMIN_SESSION_KEYS, ApiError, TwoFactorRequiredError } from "@smm/api-client";
import { TWO_FACTOR_MESSAGES } from "@smm/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { adminSession } from "../../lib/session";
import { resetApp, routeRenderer } from "../../test-support/renderRoute";
import { adminApi } from "../lib/adminApi";
import { prepareAdminScreen, stubAdminCalls, TEST_ADMIN } from "./adminFixtures";

// The route modules these tests render and the layouts on their way, by their path in src/routes.ts.
const renderRoute = routeRenderer(
  import.meta.glob(
    ["./admin/components/AdminLayout.tsx", "./admin/screens/{Dashboard,Login,Orders,Profile,Staff}.tsx"],
    { base: "../../" },
  ),
);

vi.setConfig({ testTimeout: 30_000 });
afterEach(resetApp);

describe("admin sign-in with two-factor sign-in on", () => {
  beforeEach(stubAdminCalls);

  it("asks for the code after the password; a wrong code shows the message, the right one signs in", async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(adminApi.auth, "login").mockRejectedValue(new TwoFactorRequiredError("pending-token"));
    const withCode = vi
      .spyOn(adminApi.auth, "loginWithCode")
      .mockRejectedValueOnce(new ApiError(TWO_FACTOR_MESSAGES.codeWrong, { status: 401 }))
      .mockResolvedValueOnce({ token: "admin-token", admin: TEST_ADMIN });
    const { router } = renderRoute("/admin/login");
    await user.type(await screen.findByRole("textbox", { name: "Email" }), "admin@example.com");
    await user.type(screen.getByLabelText("Password"), "Admin1234");
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    const form = await screen.findByRole("form", { name: "Two-factor sign-in" });
    expect(screen.getByRole("heading", { level: 1, name: "Two-factor sign-in" })).toBeVisible();
    // The password alone saved no session.
    expect(window.localStorage.getItem(ADMIN_SESSION_KEYS.token)).toBeNull();
    await user.type(within(form).getByRole("textbox", { name: "Authentication code" }), "000000{Enter}");
    expect(await within(form).findByRole("alert")).toHaveTextContent(TWO_FACTOR_MESSAGES.codeWrong);
    expect(router.state.location.pathname).toBe("/admin/login");

    const field = within(form).getByRole("textbox", { name: "Authentication code" });
    await user.clear(field);
    await user.type(field, "123 456{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/dashboard"));
    expect(withCode).toHaveBeenLastCalledWith({ two_factor_token: "pending-token", code: "123456" });
    expect(window.localStorage.getItem(ADMIN_SESSION_KEYS.token)).toBe("admin-token");
  });

  it("goes back to the password step", async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(adminApi.auth, "login").mockRejectedValue(new TwoFactorRequiredError("pending-token"));
    renderRoute("/admin/login");
    await user.type(await screen.findByRole("textbox", { name: "Email" }), "admin@example.com");
    await user.type(screen.getByLabelText("Password"), "Admin1234");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await user.click(await screen.findByRole("button", { name: "Back to sign in" }));
    expect(await screen.findByRole("form", { name: "Admin sign in" })).toBeInTheDocument();
  });
});

describe("two-factor sign-in on the profile", () => {
  beforeEach(prepareAdminScreen);

  it("sets it up: QR code and key, the password and a code turn it on, the recovery codes show once", async () => {
    const user = userEvent.setup({ delay: null });
    const status = vi.spyOn(adminApi.twoFactor, "status").mockResolvedValue({ enabled: false, recoveryCodesLeft: 0 });
    vi.spyOn(adminApi.twoFactor, "setup").mockResolvedValue({
      secret: "JBSWY3DPEHPK3PXP",
      otpauthUri: "otpauth://totp/x?secret=JBSWY3DPEHPK3PXP",
      qrCode: "data:image/svg+xml;base64,PHN2Zy8+",
    });
    const enable = vi
      .spyOn(adminApi.twoFactor, "enable")
      .mockResolvedValue({ recoveryCodes: ["aaaaa-bbbbb", "ccccc-ddddd"] });
    vi.spyOn(adminApi.profile, "sessions").mockResolvedValue({ data: [] });
    renderRoute("/admin/profile");

    await user.click(await screen.findByRole("button", { name: "Set up two-factor sign-in" }));
    expect(await screen.findByRole("img", { name: "QR code for your authenticator app" })).toHaveAttribute(
      "src",
      "data:image/svg+xml;base64,PHN2Zy8+",
    );
    expect(screen.getByText("JBSW Y3DP EHPK 3PXP")).toBeInTheDocument();
    status.mockResolvedValue({ enabled: true, recoveryCodesLeft: 2 });
    await user.type(screen.getByLabelText(/^Password/), "Admin1234");
    await user.type(screen.getByRole("textbox", { name: /Code from the app/ }), "123456");
    await user.click(screen.getByRole("button", { name: "Turn on" }));
    expect(enable).toHaveBeenCalledWith({ password: "Admin1234", code: "123456" });

    const codes = await screen.findByRole("list", { name: "Recovery codes" });
    expect(
      within(codes)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["aaaaa-bbbbb", "ccccc-ddddd"]);
    await user.click(screen.getByRole("button", { name: "I saved them" }));
    expect(screen.queryByRole("list", { name: "Recovery codes" })).toBeNull();
    expect(await screen.findByText(/Recovery codes left/)).toHaveTextContent("Recovery codes left: 2 of 10");
  });
  it("a wrong password shows under its field and leaves the setup open, with no recovery codes", async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(adminApi.twoFactor, "status").mockResolvedValue({ enabled: false, recoveryCodesLeft: 0 });
    vi.spyOn(adminApi.twoFactor, "setup").mockResolvedValue({
      secret: "JBSWY3DPEHPK3PXP",
      otpauthUri: "otpauth://totp/x?secret=JBSWY3DPEHPK3PXP",
      qrCode: "data:image/svg+xml;base64,PHN2Zy8+",
    });
    vi.spyOn(adminApi.twoFactor, "enable").mockRejectedValue(
      new ApiError("The given data was invalid.", {
        status: 422,
        errors: { password: [TWO_FACTOR_MESSAGES.passwordWrong] },
      }),
    );
    vi.spyOn(adminApi.profile, "sessions").mockResolvedValue({ data: [] });
    renderRoute("/admin/profile");

    await user.click(await screen.findByRole("button", { name: "Set up two-factor sign-in" }));
    await user.type(await screen.findByLabelText(/^Password/), "not-it");
    await user.type(screen.getByRole("textbox", { name: /Code from the app/ }), "123456{Enter}");
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.passwordWrong)).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "QR code for your authenticator app" })).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Recovery codes" })).toBeNull();
  });
});

describe("Require two-factor sign-in for staff", () => {
  beforeEach(prepareAdminScreen);

  it("sends a staff member without it from any screen to the profile's setup", async () => {
    const required = { ...TEST_ADMIN, role: "support" as const, twoFactorSetupRequired: true };
    adminSession.save({ token: "admin-token", data: required }, { remember: true });
    vi.spyOn(adminApi.auth, "me").mockResolvedValue(required);
    vi.spyOn(adminApi.twoFactor, "status").mockResolvedValue({ enabled: false, recoveryCodesLeft: 0 });
    vi.spyOn(adminApi.profile, "sessions").mockRejectedValue(new ApiError(TWO_FACTOR_MESSAGES.setupRequired));
    const { router } = renderRoute("/admin/orders");
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/profile"));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.setupRequired)).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Set up two-factor sign-in" })).toBeInTheDocument();
  });

  it("the owner turns it on from the Staff screen; refused until they have it themselves", async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(adminApi.staff, "list").mockResolvedValue({ data: [] });
    vi.spyOn(adminApi.staff, "twoFactorRequirement").mockResolvedValue({ required: false });
    const save = vi
      .spyOn(adminApi.staff, "setTwoFactorRequirement")
      .mockRejectedValueOnce(
        new ApiError("The given data was invalid.", {
          status: 422,
          errors: { required: [TWO_FACTOR_MESSAGES.ownerFirst] },
        }),
      )
      .mockResolvedValueOnce({ required: true });
    renderRoute("/admin/staff");
    const form = await screen.findByRole("form", { name: "Two-factor sign-in" });
    await user.click(within(form).getByRole("switch", { name: /Require two-factor sign-in for staff/ }));
    await user.click(within(form).getByRole("button", { name: "Save" }));
    expect(await within(form).findByText(TWO_FACTOR_MESSAGES.ownerFirst)).toBeInTheDocument();
    await user.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(save).toHaveBeenLastCalledWith({ required: true }));
    expect(await screen.findByText("Two-factor sign-in is now required for staff")).toBeInTheDocument();
  });
});
