import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { EXAMPLE_HREFS, EXAMPLE_PUBLIC_NAV } from "../../../story-support/exampleRoutes";
import { expectPassThrough } from "../../../test-support/expectPassThrough";
import { PublicHeader } from "./PublicHeader";

describe("PublicHeader", () => {
  it("follows a controlled menuOpen and reports toggles", async () => {
    const user = userEvent.setup({ delay: null });
    const onMenuOpenChange = vi.fn();
    const { rerender } = render(
      <PublicHeader
        links={EXAMPLE_PUBLIC_NAV}
        homeHref={EXAMPLE_HREFS.home}
        menuOpen={false}
        onMenuOpenChange={onMenuOpenChange}
      />,
    );
    const toggle = screen.getByRole("button", { name: "Menu" });
    await user.click(toggle);
    expect(onMenuOpenChange).toHaveBeenCalledWith(true);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    rerender(
      <PublicHeader
        links={EXAMPLE_PUBLIC_NAV}
        homeHref={EXAMPLE_HREFS.home}
        menuOpen
        onMenuOpenChange={onMenuOpenChange}
      />,
    );
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(toggle).toHaveAttribute("aria-controls", screen.getByRole("navigation", { name: "Main" }).id);
  });

  it("hands every link to renderLink with a closing onClick", () => {
    const renderLink = vi.fn(({ href, ...props }) => <a href={href} {...props} />);
    render(<PublicHeader links={EXAMPLE_PUBLIC_NAV} homeHref={EXAMPLE_HREFS.home} renderLink={renderLink} />);
    const hrefs = renderLink.mock.calls.map(([props]) => props.href);
    expect(hrefs).toEqual(["/", "/", "/services", "/api", "/signup"]);
    for (const [props] of renderLink.mock.calls) expect(props.onClick).toEqual(expect.any(Function));
  });

  it("closes on Escape pressed elsewhere on the page without taking focus there", async () => {
    const user = userEvent.setup({ delay: null });
    const onMenuOpenChange = vi.fn();
    render(
      <>
        <PublicHeader
          links={EXAMPLE_PUBLIC_NAV}
          homeHref={EXAMPLE_HREFS.home}
          defaultMenuOpen
          onMenuOpenChange={onMenuOpenChange}
        />
        <input aria-label="Elsewhere" />
      </>,
    );
    const elsewhere = screen.getByRole("textbox", { name: "Elsewhere" });
    elsewhere.focus();
    await user.keyboard("{Escape}");
    expect(onMenuOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
    expect(elsewhere).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(onMenuOpenChange).toHaveBeenCalledTimes(1);
  });

  it("passes className and extra props to the header and shows a custom brand", () => {
    const header = expectPassThrough(
      (props) => (
        <PublicHeader
          links={EXAMPLE_PUBLIC_NAV}
          homeHref={EXAMPLE_HREFS.home}
          {...props}
          brandName="BoostHub"
          logo={<span>B</span>}
        />
      ),
      { ref: false },
    );
    expect(header).toBe(screen.getByRole("banner"));
    expect(header).toHaveClass("sticky");
    expect(screen.getByRole("link", { name: "BBoostHub" })).toHaveAttribute("href", "/");
  });
});
