import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { TikTokBanner } from "./TikTokBanner";

describe("TikTokBanner", () => {
  it("passes className and extra props through", () => {
    render(<TikTokBanner className="custom" id="tiktok" />);
    const banner = screen.getByRole("status");
    expect(banner).toHaveClass("custom");
    expect(banner).toHaveAttribute("id", "tiktok");
  });

  it("stays shown when controlled open, and reports the dismissal", async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(<TikTokBanner open onDismiss={onDismiss} />);
    await user.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(onDismiss).toHaveBeenCalledOnce();
    expect(screen.getByRole("status")).toBeInTheDocument();
  });
});
