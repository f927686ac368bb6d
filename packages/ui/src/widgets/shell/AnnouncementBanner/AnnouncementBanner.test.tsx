import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectPassThrough } from "../../../test-support/expectPassThrough";
import { AnnouncementBanner } from "./AnnouncementBanner";

const announcement = { title: "Eid sale", text: "10% off every Instagram service this week." };

describe("AnnouncementBanner", () => {
  it("passes className and extra props through", () => {
    const banner = expectPassThrough((props) => <AnnouncementBanner announcement={announcement} {...props} />, {
      ref: false,
    });
    expect(banner).toBe(screen.getByRole("status"));
  });

  it("stays shown when controlled open, and reports the dismissal", async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(<AnnouncementBanner announcement={announcement} open onDismiss={onDismiss} />);
    await user.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(onDismiss).toHaveBeenCalledOnce();
    expect(screen.getByRole("status")).toBeInTheDocument();
  });

  it("renders nothing without a text, and markup as plain text", () => {
    const { container, rerender } = render(<AnnouncementBanner announcement={{ title: "Only a title", text: " " }} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<AnnouncementBanner announcement={{ title: "", text: "<b>Bold?</b>" }} />);
    expect(screen.getByRole("status")).toHaveTextContent("<b>Bold?</b>");
    expect(screen.getByRole("status").querySelector("b")).toBeNull();
  });
});
