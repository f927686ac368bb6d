import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AdminTopBar } from "./AdminTopBar";

describe("AdminTopBar", () => {
  it("passes className and extra props to the header", () => {
    render(<AdminTopBar className="custom" aria-label="Admin header" />);
    expect(screen.getByRole("banner", { name: "Admin header" })).toHaveClass("custom");
  });

  it("falls back to 'Admin' for a blank username and has no toggle outside a SidebarProvider", () => {
    render(<AdminTopBar username="  " />);
    expect(screen.getByRole("button", { name: "Admin System Administrator" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Open menu" })).not.toBeInTheDocument();
  });
});
