import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectPassThrough } from "../../test-support/expectPassThrough";
import { SidebarInset } from "./SidebarInset";

describe("SidebarInset", () => {
  it("passes className and extra props through", () => {
    expectPassThrough((props) => <SidebarInset {...props} />, { ref: false });
  });

  it("starts a new page at its top, and keeps the scroll while the page stays", () => {
    const { rerender } = render(<SidebarInset pageKey="/dashboard/add-funds" data-testid="column" />);
    const column = screen.getByTestId("column");
    column.scrollTop = 1500;
    rerender(<SidebarInset pageKey="/dashboard/add-funds" data-testid="column" />);
    expect(column.scrollTop).toBe(1500);
    rerender(<SidebarInset pageKey="/dashboard/orders" data-testid="column" />);
    expect(column.scrollTop).toBe(0);
  });
});
