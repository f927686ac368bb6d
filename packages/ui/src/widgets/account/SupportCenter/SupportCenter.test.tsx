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
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole("button", { name: `Open ticket ${first.id}: ${first.subject}` }));
    expect(onOpenTicket).toHaveBeenCalledWith(first);
  });

  it("keeps subjects as plain text without onOpenTicket", () => {
    render(<SupportCenter onSubmitTicket={async () => {}} tickets={SAMPLE_TICKETS} />);
    expect(screen.queryByRole("button", { name: /^Open ticket/ })).not.toBeInTheDocument();
  });
});
