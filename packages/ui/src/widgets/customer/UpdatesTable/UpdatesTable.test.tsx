import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectPassThrough } from "../../../test-support/expectPassThrough";
import { makeUpdates } from "../shared/fixtures";
import { UpdatesTable } from "./UpdatesTable";

const updates = makeUpdates(30);

describe("UpdatesTable", () => {
  it("passes className and extra props to the section", () => {
    const section = expectPassThrough((props) => <UpdatesTable {...props} rows={updates} aria-label="Updates" />, {
      ref: false,
    });
    expect(section).toBe(screen.getByRole("region", { name: "Updates" }));
  });

  it("shows a rise as a signed percentage and no change as zero", () => {
    render(<UpdatesTable rows={updates.slice(1, 3)} />);
    const [, rise, same] = screen.getAllByRole("row");
    expect(within(rise as HTMLElement).getByText("+23.81%")).toHaveAttribute("data-direction", "up");
    expect(within(same as HTMLElement).getByText("0.00%")).toHaveAttribute("data-direction", "none");
  });

  it("in server-side mode shows the rows as given and pages over the total", async () => {
    const user = userEvent.setup({ delay: null });
    const onQueryChange = vi.fn();
    render(<UpdatesTable rows={updates.slice(0, 10)} total={200} onQueryChange={onQueryChange} />);
    await user.type(screen.getByRole("searchbox", { name: "Search updates" }), "x");
    expect(screen.getAllByRole("row")).toHaveLength(11);
    await user.click(screen.getByRole("button", { name: "Last page" }));
    expect(onQueryChange).toHaveBeenLastCalledWith({ type: "all", search: "x", page: 20 });
  });
});
