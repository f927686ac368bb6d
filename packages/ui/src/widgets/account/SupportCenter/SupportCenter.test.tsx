import { ERROR_MESSAGES, TICKET_MESSAGES } from "@smm/domain";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectPassThrough } from "../../../test-support/expectPassThrough";
import { SAMPLE_TICKETS } from "../shared/fixtures";
import { attachmentDescription, attachmentProblem } from "./attachmentRules";
import { SupportCenter } from "./SupportCenter";
import { searchTickets } from "./TicketsTable";

describe("searchTickets", () => {
  it("matches the ticket ID or the subject, ignoring case and spaces around", () => {
    expect(searchTickets(SAMPLE_TICKETS, " 3098 ").map((ticket) => ticket.id)).toEqual([3098]);
    expect(searchTickets(SAMPLE_TICKETS, "SPEED").map((ticket) => ticket.id)).toEqual([3107]);
    expect(searchTickets(SAMPLE_TICKETS, "")).toBe(SAMPLE_TICKETS);
  });
});

describe("attachment rules", () => {
  it("describes the domain's types and size and names the problem with a refused file", () => {
    expect(attachmentDescription()).toBe("Optional. PNG, JPG, JPEG, GIF, WEBP, PDF or TXT, up to 5 MB.");
    expect(attachmentProblem({ size: 6 * 1024 * 1024 })).toBe("File must be 5 MB or smaller");
    expect(attachmentProblem({ size: 10 })).toBe("Unsupported file type. Allowed: PNG, JPEG, GIF, WEBP, PDF, TXT");
  });
});

describe("SupportCenter", () => {
  it("passes className and extra props to the page section", () => {
    expectPassThrough((props) => <SupportCenter {...props} onSubmitTicket={async () => {}} />, { ref: false });
  });

  it("opens a ticket's thread from its subject when onOpenTicket is given", async () => {
    const onOpenTicket = vi.fn();
    const [first] = SAMPLE_TICKETS;
    if (!first) throw new Error("fixtures hold tickets");
    render(<SupportCenter onSubmitTicket={async () => {}} tickets={SAMPLE_TICKETS} onOpenTicket={onOpenTicket} />);
    await userEvent.setup().click(screen.getByRole("button", { name: `Open ticket ${first.id}: ${first.subject}` }));
    expect(onOpenTicket).toHaveBeenCalledWith(first);
  });

  it("keeps subjects as plain text without onOpenTicket", () => {
    render(<SupportCenter onSubmitTicket={async () => {}} tickets={SAMPLE_TICKETS} />);
    expect(screen.queryByRole("button", { name: /^Open ticket/ })).not.toBeInTheDocument();
  });

  it("shows the server's reason when it refuses an attachment the browser accepted, under the file", async () => {
    const refusal = Object.assign(new Error(TICKET_MESSAGES.fileTypeInvalid), {
      errors: { file: [TICKET_MESSAGES.fileTypeInvalid] },
    });
    render(<SupportCenter onSubmitTicket={() => Promise.reject(refusal)} />);
    const user = userEvent.setup();
    // Named and typed as a PNG, so the browser's check lets it through; the server reads its content.
    await user.upload(screen.getByLabelText("Attachment"), new File(["MZ"], "photo.png", { type: "image/png" }));
    await user.type(screen.getByRole("textbox", { name: "Subject" }), "Payment not credited");
    await user.type(screen.getByRole("textbox", { name: "Message" }), "Screenshot attached.");
    await user.click(screen.getByRole("button", { name: "Submit Ticket" }));
    expect(await screen.findAllByText(TICKET_MESSAGES.fileTypeInvalid)).toHaveLength(2);
    expect(screen.getByText(ERROR_MESSAGES.supportFormError)).toBeInTheDocument();
    expect(screen.getByLabelText("Attachment")).toHaveAccessibleDescription(
      expect.stringContaining(TICKET_MESSAGES.fileTypeInvalid),
    );
  });
});
