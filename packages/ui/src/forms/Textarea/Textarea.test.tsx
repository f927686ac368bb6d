import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectPassThrough } from "../../test-support/expectPassThrough";
import { Textarea } from "./Textarea";

describe("Textarea", () => {
  it("passes className, extra props and the ref to the textarea", () => {
    const textarea = expectPassThrough<HTMLTextAreaElement>((props) => (
      <Textarea {...props} aria-label="Message" name="TicketForm[message]" rows={6} />
    ));
    expect(textarea).toBe(screen.getByRole("textbox", { name: "Message" }));
    expect(textarea).toHaveAttribute("rows", "6");
    expect(textarea).toHaveAttribute("data-slot", "textarea");
  });

  it("reports changes when uncontrolled", async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    render(<Textarea aria-label="Message" onChange={onChange} />);
    await user.type(screen.getByRole("textbox"), "Hi");
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(screen.getByRole("textbox")).toHaveValue("Hi");
  });
});
