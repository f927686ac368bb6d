import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectPassThrough } from "../../../test-support/expectPassThrough";
import { ApiAccessPanel } from "./ApiAccessPanel";

describe("ApiAccessPanel", () => {
  it("passes className and extra props to its root", () => {
    const panel = expectPassThrough(
      (props) => <ApiAccessPanel {...props} keyInfo={{ exists: false }} onGenerate={vi.fn()} />,
      { ref: false },
    );
    expect(panel).toHaveAttribute("data-slot", "api-access-panel");
  });

  it("a failed regenerate says why and stops showing the earlier key in full", async () => {
    const user = userEvent.setup({ delay: null });
    const onGenerate = vi
      .fn()
      .mockResolvedValueOnce({ key: "first-key-aaaa", last_four: "aaaa" })
      .mockRejectedValueOnce(new Error("Network Error"));
    render(<ApiAccessPanel keyInfo={{ exists: false }} onGenerate={onGenerate} />);
    await user.click(screen.getByRole("button", { name: "Generate API key" }));
    expect(await screen.findByRole("textbox", { name: "New API key" })).toHaveValue("first-key-aaaa");
    await user.click(screen.getByRole("button", { name: "Regenerate key" }));
    await user.click(await screen.findByRole("button", { name: "Regenerate" }));
    expect(await screen.findByText("Network Error")).toBeInTheDocument();
    // The first key is no longer shown in full after a failed attempt: the server may have revoked it.
    expect(screen.queryByRole("textbox", { name: "New API key" })).toBeNull();
  });
});
