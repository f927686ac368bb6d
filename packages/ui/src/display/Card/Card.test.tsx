import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectPassThrough } from "../../test-support/expectPassThrough";
import { Card, CardAction, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "./Card";

describe("Card", () => {
  it("passes className, extra props and refs through every part", () => {
    const card = expectPassThrough<HTMLDivElement>((props) => (
      <Card {...props}>
        <CardHeader id="header">
          <CardTitle>Title</CardTitle>
          <CardDescription>Description</CardDescription>
          <CardAction>Action</CardAction>
        </CardHeader>
        <CardContent id="content">Body</CardContent>
        <CardFooter>Footer</CardFooter>
      </Card>
    ));
    expect(card).toHaveClass("bg-card");
    expect(card).toHaveAttribute("data-slot", "card");
    expect(card.querySelector("#header")).toHaveAttribute("data-slot", "card-header");
    expect(screen.getByText("Body")).toHaveAttribute("id", "content");
    expect(screen.getByText("Action")).toHaveAttribute("data-slot", "card-action");
  });

  it("renders the title as the given heading with asChild", () => {
    render(
      <CardTitle asChild className="extra">
        <h3>Orders</h3>
      </CardTitle>,
    );
    const heading = screen.getByRole("heading", { level: 3, name: "Orders" });
    expect(heading).toHaveAttribute("data-slot", "card-title");
    expect(heading).toHaveClass("extra", "font-semibold");
  });
});
