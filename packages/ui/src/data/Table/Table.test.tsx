import { render, screen } from "@testing-library/react";
import type * as React from "react";
import { createRef } from "react";
import { describe, expect, it } from "vitest";
import { expectPassThrough } from "../../test-support/expectPassThrough";
import { Table, TableBody, TableCaption, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from "./Table";

function OrdersTable(props: React.ComponentProps<typeof Table>) {
  return (
    <Table {...props}>
      <TableCaption>Orders</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>ID</TableHead>
          <TableHead>Service</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        <TableRow>
          <TableCell label="ID">1</TableCell>
          <TableCell label="Service">YouTube Views</TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}

describe("Table", () => {
  it("passes className, extra props and refs to the table and its scroll container", () => {
    const containerRef = createRef<HTMLDivElement>();
    const table = expectPassThrough<HTMLTableElement>((props) => (
      <OrdersTable {...props} containerClassName="max-h-40" containerRef={containerRef} />
    ));
    expect(table).toBe(screen.getByRole("table", { name: "Orders" }));
    expect(containerRef.current).toBe(table.parentElement);
    expect(table.parentElement).toHaveAttribute("data-slot", "table-container");
    expect(table.parentElement).toHaveClass("max-h-40");
  });

  it("stacks by default and records the responsive and sticky options as data attributes", () => {
    const { rerender } = render(<OrdersTable />);
    expect(screen.getByRole("table")).toHaveAttribute("data-responsive", "stack");
    expect(screen.getByRole("table")).not.toHaveAttribute("data-sticky-header");
    rerender(<OrdersTable responsive="scroll" stickyHeader />);
    expect(screen.getByRole("table")).toHaveAttribute("data-responsive", "scroll");
    expect(screen.getByRole("table")).toHaveAttribute("data-sticky-header", "true");
  });

  it("gives each cell its column label for the stacked layout", () => {
    render(<OrdersTable />);
    expect(screen.getByRole("cell", { name: "YouTube Views" })).toHaveAttribute("data-label", "Service");
  });

  it("spans an empty message over every column", () => {
    render(
      <Table>
        <TableBody>
          <TableEmpty colSpan={5} className="custom">
            No orders found
          </TableEmpty>
        </TableBody>
      </Table>,
    );
    const cell = screen.getByRole("cell", { name: "No orders found" });
    expect(cell).toHaveAttribute("colspan", "5");
    expect(cell).toHaveClass("custom");
    expect(cell).not.toHaveAttribute("data-label");
  });
});
