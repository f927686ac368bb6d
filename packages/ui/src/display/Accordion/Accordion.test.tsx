import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { expectPassThrough } from "../../test-support/expectPassThrough";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "./Accordion";

describe("Accordion", () => {
  it("passes className, extra props and refs through", () => {
    const triggerRef = createRef<HTMLButtonElement>();
    expectPassThrough<HTMLDivElement>((props) => (
      <Accordion {...props} type="single" defaultValue="a">
        <AccordionItem value="a" className="item">
          <AccordionTrigger ref={triggerRef} className="trigger">
            Question
          </AccordionTrigger>
          <AccordionContent className="answer">Answer</AccordionContent>
        </AccordionItem>
      </Accordion>
    ));
    expect(triggerRef.current).toBe(screen.getByRole("button", { name: "Question" }));
    expect(triggerRef.current).toHaveClass("trigger");
    expect(screen.getByText("Answer")).toHaveClass("answer");
  });

  it("wraps the trigger in an h3 by default and in the given level otherwise", () => {
    const { rerender } = render(
      <Accordion type="single">
        <AccordionItem value="a">
          <AccordionTrigger>Question</AccordionTrigger>
        </AccordionItem>
      </Accordion>,
    );
    expect(screen.getByRole("heading", { level: 3, name: "Question" })).toBeInTheDocument();
    rerender(
      <Accordion type="single">
        <AccordionItem value="a">
          <AccordionTrigger headingLevel={4}>Question</AccordionTrigger>
        </AccordionItem>
      </Accordion>,
    );
    expect(screen.getByRole("heading", { level: 4, name: "Question" })).toBeInTheDocument();
  });

  it("works controlled", async () => {
    const user = userEvent.setup({ delay: null });
    const onValueChange = vi.fn();
    render(
      <Accordion type="multiple" value={["a"]} onValueChange={onValueChange}>
        <AccordionItem value="a">
          <AccordionTrigger>First</AccordionTrigger>
          <AccordionContent>One</AccordionContent>
        </AccordionItem>
        <AccordionItem value="b">
          <AccordionTrigger>Second</AccordionTrigger>
          <AccordionContent>Two</AccordionContent>
        </AccordionItem>
      </Accordion>,
    );
    await user.click(screen.getByRole("button", { name: "Second" }));
    expect(onValueChange).toHaveBeenCalledWith(["a", "b"]);
    // The owner did not accept the change.
    expect(screen.getByRole("button", { name: "Second" })).toHaveAttribute("aria-expanded", "false");
  });
});
