import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectPassThrough } from "../../../test-support/expectPassThrough";
import { TikTokBanner } from "./TikTokBanner";

describe("TikTokBanner", () => {
  it("passes className and extra props through", () => {
    const banner = expectPassThrough((props) => <TikTokBanner {...props} />, { ref: false });
    expect(banner).toBe(screen.getByRole("status"));
  });

  it("stays shown when controlled open, and reports the dismissal", async () => {
    const user = userEvent.setup({ delay: null });
    const onDismiss = vi.fn();
    render(<TikTokBanner open onDismiss={onDismiss} />);
    await user.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(onDismiss).toHaveBeenCalledOnce();
    expect(screen.getByRole("status")).toBeInTheDocument();
  });
});
