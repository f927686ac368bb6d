import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectPassThrough } from "../../../test-support/expectPassThrough";
import { AdminTable } from "./AdminTable";
import { DEFAULT_ADMIN_TABLE_QUERY } from "./adminTableQuery";
import { makeSampleUsers, SAMPLE_USER_COLUMNS } from "./sampleRows";

const rows = makeSampleUsers(3);
const base = { title: "Users", columns: SAMPLE_USER_COLUMNS, rows, getRowId: (row: { id: number }) => row.id };

describe("AdminTable", () => {
  it("passes className and extra props to the section; the heading names the table", () => {
    expectPassThrough((props) => <AdminTable {...base} {...props} total={3} />, { ref: false });
    expect(screen.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
    expect(screen.getByRole("table", { name: "Users" })).toBeVisible();
  });

  it("takes a lower heading level for a list among others", () => {
    render(<AdminTable {...base} total={3} headingLevel="h2" />);
    expect(screen.getByRole("heading", { level: 2, name: "Users" })).toBeVisible();
  });

  it("hides the search box when searchPlaceholder is null", () => {
    render(<AdminTable {...base} total={3} searchPlaceholder={null} />);
    expect(screen.queryByRole("searchbox")).toBeNull();
  });

  it("shows no pager for a single page and one for more", () => {
    const { rerender } = render(<AdminTable {...base} total={3} />);
    expect(screen.queryByRole("navigation", { name: "Users pages" })).toBeNull();
    rerender(<AdminTable {...base} total={120} />);
    expect(screen.getByRole("navigation", { name: "Users pages" })).toBeVisible();
    expect(screen.getByText("120 results")).toBeVisible();
  });

  it("says 'about' when the server estimated the count of a large list, and pages through it", () => {
    render(<AdminTable {...base} total={1_000_000} totalEstimated />);
    expect(screen.getByText("about 1,000,000 results")).toBeVisible();
    const pager = screen.getByRole("navigation", { name: "Users pages" });
    expect(within(pager).getByRole("button", { name: "Page 2" })).toBeVisible();
  });

  it("keeps its own query when uncontrolled and starts from defaultQuery", async () => {
    const user = userEvent.setup({ delay: null });
    const onQueryChange = vi.fn();
    render(<AdminTable {...base} total={500} defaultQuery={{ page: 3 }} onQueryChange={onQueryChange} />);
    const pager = screen.getByRole("navigation", { name: "Users pages" });
    expect(within(pager).getByRole("button", { name: "Page 3" })).toHaveAttribute("aria-current", "page");
    await user.type(screen.getByRole("searchbox", { name: "Search users" }), "x");
    // A new search goes back to the first page.
    expect(onQueryChange).toHaveBeenLastCalledWith({ ...DEFAULT_ADMIN_TABLE_QUERY, search: "x" });
    expect(within(pager).getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  });

  it("replaces the table with the error and its retry", async () => {
    const user = userEvent.setup({ delay: null });
    const onRetry = vi.fn();
    render(<AdminTable {...base} total={0} error="Boom" onRetry={onRetry} />);
    expect(screen.queryByRole("table")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
