import { TICKET_STATUS_INFO } from "@smm/domain";
import { describe, expect, it } from "vitest";
import { expectPassThrough } from "../../../test-support/expectPassThrough";
import { ToneBadge } from "./ToneBadge";

describe("ToneBadge", () => {
  it("shows the label, marks the status and passes className and props through", () => {
    const badge = expectPassThrough((props) => <ToneBadge {...props} info={TICKET_STATUS_INFO.answered} />, {
      ref: false,
    });
    expect(badge).toHaveTextContent("Answered");
    expect(badge).toHaveAttribute("data-status", "answered");
    expect(badge).toHaveAttribute("data-variant", "info");
  });
});
