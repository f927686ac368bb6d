import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type ComponentProps, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { expectPassThrough } from "../../test-support/expectPassThrough";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./Tabs";

function StatusTabs(props: ComponentProps<typeof Tabs>) {
  return (
    <Tabs {...props}>
      <TabsList aria-label="Order status" className="list-class">
        <TabsTrigger value="all">All</TabsTrigger>
        <TabsTrigger value="pending">Pending</TabsTrigger>
      </TabsList>
      <TabsContent value="all">All orders</TabsContent>
      <TabsContent value="pending">Pending orders</TabsContent>
    </Tabs>
  );
}

function Owner() {
  const [value, setValue] = useState("pending");
  return (
    <>
      <output>{value}</output>
      <StatusTabs value={value} onValueChange={setValue} />
    </>
  );
}

describe("Tabs", () => {
  it("passes className, extra props and the ref through", () => {
    expectPassThrough<HTMLDivElement>((props) => <StatusTabs {...props} defaultValue="all" />);
    expect(screen.getByRole("tablist")).toHaveClass("list-class");
  });

  it("works controlled: the owner's value wins", async () => {
    const user = userEvent.setup({ delay: null });
    const onValueChange = vi.fn();
    const { rerender } = render(<StatusTabs value="all" onValueChange={onValueChange} />);
    await user.click(screen.getByRole("tab", { name: "Pending" }));
    expect(onValueChange).toHaveBeenCalledWith("pending");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("All orders");
    rerender(<StatusTabs value="pending" onValueChange={onValueChange} />);
    expect(screen.getByRole("tab", { name: "Pending" })).toHaveAttribute("data-state", "active");
  });

  it("keeps state in the owner through a round trip", async () => {
    const user = userEvent.setup({ delay: null });
    render(<Owner />);
    await user.click(screen.getByRole("tab", { name: "All" }));
    expect(screen.getByRole("status")).toHaveTextContent("all");
  });
});
