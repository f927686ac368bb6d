import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { Textarea } from "./Textarea";

describe("Textarea", () => {
  it("passes className and extra props through", () => {
    render(<Textarea aria-label="Message" className="custom" name="TicketForm[message]" rows={6} />);
    const textarea = screen.getByRole("textbox", { name: "Message" });
    expect(textarea).toHaveClass("custom");
    expect(textarea).toHaveAttribute("name", "TicketForm[message]");
    expect(textarea).toHaveAttribute("rows", "6");
    expect(textarea).toHaveAttribute("data-slot", "textarea");
  });

  it("forwards the ref to the DOM node", () => {
    const ref = createRef<HTMLTextAreaElement>();
    render(<Textarea aria-label="Message" ref={ref} />);
    expect(ref.current).toBeInstanceOf(HTMLTextAreaElement);
  });

  it("reports changes when uncontrolled", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Textarea aria-label="Message" onChange={onChange} />);
    await user.type(screen.getByRole("textbox"), "Hi");
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(screen.getByRole("textbox")).toHaveValue("Hi");
  });
});
