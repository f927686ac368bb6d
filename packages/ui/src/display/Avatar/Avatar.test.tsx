import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectPassThrough } from "../../test-support/expectPassThrough";
import { Avatar, AvatarFallback, AvatarImage, initials } from "./Avatar";

describe("initials", () => {
  it.each([
    ["Ada Lovelace", "AL"],
    ["  grace   brewster murray hopper ", "GH"],
    ["cher", "C"],
    ["", ""],
  ])("%j → %j", (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});

describe("Avatar", () => {
  it("passes className, size, extra props and the ref through", () => {
    const avatar = expectPassThrough<HTMLSpanElement>((props) => (
      <Avatar {...props} size="lg">
        <AvatarFallback className="fb">AL</AvatarFallback>
      </Avatar>
    ));
    expect(avatar).toHaveClass("size-12");
    expect(avatar).toHaveAttribute("data-size", "lg");
    expect(screen.getByText("AL")).toHaveClass("fb");
  });

  it("shows the fallback while the image has not loaded (jsdom never loads images)", () => {
    render(
      <Avatar>
        <AvatarImage src="/ada.png" alt="Ada Lovelace" />
        <AvatarFallback>AL</AvatarFallback>
      </Avatar>,
    );
    expect(screen.getByText("AL")).toBeInTheDocument();
    expect(screen.queryByRole("img")).toBeNull();
  });
});
