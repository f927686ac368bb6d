import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectPassThrough } from "../../../test-support/expectPassThrough";
import { AdminTopBar } from "./AdminTopBar";

describe("AdminTopBar", () => {
  it("passes className and extra props to the header", () => {
    const header = expectPassThrough((props) => <AdminTopBar {...props} aria-label="Admin header" />, { ref: false });
    expect(header).toBe(screen.getByRole("banner", { name: "Admin header" }));
  });

  it("falls back to 'Admin' for a blank username and has no toggle outside a SidebarProvider", () => {
    render(<AdminTopBar username="  " />);
    expect(screen.getByRole("button", { name: "Admin System Administrator" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Open menu" })).not.toBeInTheDocument();
  });

  it("names the signed-in operator's role under their name (#36: a support agent read 'System Administrator')", () => {
    render(<AdminTopBar username="tola" roleLabel="Support agent" />);
    expect(screen.getByRole("button", { name: "tola Support agent" })).toBeInTheDocument();
    expect(screen.queryByText("System Administrator")).not.toBeInTheDocument();
  });
});
