import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { SAMPLE_MESSAGES } from "./sampleThread";
import { TicketThread } from "./TicketThread";

const base = {
  subject: "Refill",
  customer: "ada",
  status: "open" as const,
  messages: SAMPLE_MESSAGES,
  onStatusChange: vi.fn(),
};

describe("TicketThread", () => {
  it("names the customer's messages by username and the operator's as Support", () => {
    render(<TicketThread {...base} onReply={vi.fn()} className="extra" data-testid="thread" />);
    expect(screen.getByTestId("thread")).toHaveClass("extra");
    expect(screen.getAllByText(/^ada ·/)).toHaveLength(2);
    expect(screen.getAllByText(/^Support ·/)).toHaveLength(1);
  });

  it("keeps the reply and shows the message when sending fails", async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <TicketThread {...base} onReply={vi.fn(async () => Promise.reject(new Error("Failed to send the reply")))} />,
    );
    await user.type(screen.getByRole("textbox", { name: /Reply/ }), "Hello");
    await user.click(screen.getByRole("button", { name: "Send reply" }));
    expect(await screen.findByText("Failed to send the reply")).toBeVisible();
    expect(screen.getByRole("textbox", { name: /Reply/ })).toHaveValue("Hello");
  });

  it("lists each attached file as a button that asks the app to download it (#36)", async () => {
    const user = userEvent.setup({ delay: null });
    const onDownloadAttachment = vi.fn();
    const messages = SAMPLE_MESSAGES.map((message, index) =>
      index === 0 ? { ...message, attachments: [{ id: 7, name: "shot.png" }] } : message,
    );
    render(
      <TicketThread {...base} messages={messages} onReply={vi.fn()} onDownloadAttachment={onDownloadAttachment} />,
    );
    await user.click(screen.getByRole("button", { name: "shot.png" }));
    expect(onDownloadAttachment).toHaveBeenCalledWith({ id: 7, name: "shot.png" });
  });
});
