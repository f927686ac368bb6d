import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Home, Wallet } from "lucide-react";
import type * as React from "react";
import { createRef, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { expectPassThrough } from "../../test-support/expectPassThrough";
import type { RenderLink } from "../link";
import { Sidebar, SidebarItem, SidebarProvider, SidebarSection, SidebarTrigger } from "./Sidebar";

function Navigation(props: Omit<React.ComponentProps<typeof SidebarProvider>, "children">) {
  return (
    <SidebarProvider {...props}>
      <SidebarTrigger />
      <Sidebar footer="All systems operational">
        <SidebarSection heading="Orders">
          <SidebarItem href="/dashboard/new-order" label="New Order" icon={<Home />} active />
          <SidebarItem href="/dashboard/add-funds" label="Add Funds" icon={<Wallet />} />
        </SidebarSection>
      </Sidebar>
    </SidebarProvider>
  );
}

function ControlledCollapse({ onChange }: { onChange: (collapsed: boolean) => void }) {
  const [collapsed, setCollapsed] = useState(false);
  return (
    <Navigation
      collapsed={collapsed}
      onCollapsedChange={(next) => {
        setCollapsed(next);
        onChange(next);
      }}
    />
  );
}

describe("Sidebar", () => {
  it("draws items with the given renderLink and marks the active one", () => {
    const renderLink: RenderLink = ({ href, ...props }) => <a data-router-link href={`#${href}`} {...props} />;
    render(<Navigation renderLink={renderLink} />);
    const link = screen.getByRole("link", { name: "New Order" });
    expect(link).toHaveAttribute("href", "#/dashboard/new-order");
    expect(link).toHaveAttribute("data-router-link");
    expect(link).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Add Funds" })).not.toHaveAttribute("aria-current");
  });

  it("falls back to plain anchors", () => {
    render(<Navigation />);
    expect(screen.getByRole("link", { name: "Add Funds" })).toHaveAttribute("href", "/dashboard/add-funds");
  });

  it("collapses uncontrolled and reports it", async () => {
    const user = userEvent.setup({ delay: null });
    const onCollapsedChange = vi.fn();
    render(<Navigation onCollapsedChange={onCollapsedChange} />);
    const toggle = screen.getByRole("button", { name: "Toggle sidebar" });
    await user.click(toggle);
    expect(onCollapsedChange).toHaveBeenCalledWith(true);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByText("New Order")).toHaveClass("sr-only");
    expect(screen.getByText("All systems operational")).toHaveClass("sr-only");
  });

  it("follows a controlled collapsed prop", async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    render(<ControlledCollapse onChange={onChange} />);
    await user.click(screen.getByRole("button", { name: "Toggle sidebar" }));
    expect(onChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole("button", { name: "Toggle sidebar" })).toHaveAttribute("aria-expanded", "false");
  });

  it("opens the mobile sheet from the trigger and closes it when an item is chosen", async () => {
    const user = userEvent.setup({ delay: null });
    const onMobileOpenChange = vi.fn();
    render(<Navigation onMobileOpenChange={onMobileOpenChange} />);
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const sheet = screen.getByRole("dialog", { name: "Menu" });
    await user.click(within(sheet).getByRole("link", { name: "Add Funds" }));
    expect(onMobileOpenChange.mock.calls).toEqual([[true], [false]]);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveFocus();
  });

  it("closes the mobile sheet once the window is desktop-wide", () => {
    const onMobileOpenChange = vi.fn();
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query === "(min-width: 48rem)",
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    try {
      render(<Navigation defaultMobileOpen onMobileOpenChange={onMobileOpenChange} />);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(onMobileOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("passes className and extra props to the desktop rail and forwards the trigger ref", () => {
    const ref = createRef<HTMLButtonElement>();
    expectPassThrough(
      (props) => (
        <SidebarProvider>
          <SidebarTrigger ref={ref} />
          <Sidebar {...props} />
        </SidebarProvider>
      ),
      { ref: false },
    );
    expect(ref.current).toBe(screen.getByRole("button", { name: "Open menu" }));
  });

  it("needs a provider", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Sidebar />)).toThrow("useSidebar must be used inside <SidebarProvider>");
  });
});
