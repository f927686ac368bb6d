import { act, render, screen } from "@testing-library/react";
import { toast as toastify } from "react-toastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TOAST_DURATION_MS, toast } from "./Toast";

describe("toast", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => toast.dismiss());
  });

  // First: react-toastify is not loaded, and the container not rendered, until the first toast.
  it("renders toasts, from the first one on, in a top-right container that the caller cannot move", async () => {
    // Whether a toast was raised is the module's state, and other test files of this worker raise some: a fresh copy.
    vi.resetModules();
    const { Toaster, toast } = await import("./Toast");
    // @ts-expect-error position is fixed by the spec and not part of ToasterProps
    const view = render(<Toaster position="bottom-left" className="custom" />);
    // Nothing (and no react-toastify) until the first toast.
    expect(view.container).toBeEmptyDOMElement();
    act(() => {
      toast.success("Login successful!");
    });
    const message = await screen.findByText("Login successful!");
    const container = message.closest(".Toastify__toast-container");
    expect(container).toHaveClass("Toastify__toast-container--top-right");
    expect(container).toHaveClass("custom");
    expect(message.closest(".Toastify__toast")).toHaveClass("Toastify__toast--success");
  });

  it("keeps success toasts for 2000 ms and the others for 4000 ms", async () => {
    expect(TOAST_DURATION_MS).toEqual({ success: 2000, error: 4000, info: 4000, warning: 4000 });
    const calls = {
      success: vi.spyOn(toastify, "success"),
      error: vi.spyOn(toastify, "error"),
      info: vi.spyOn(toastify, "info"),
      warning: vi.spyOn(toastify, "warning"),
    };
    toast.success("Login successful!");
    toast.error("Login failed");
    toast.info("Heads up");
    toast.warning("Careful");
    await vi.waitFor(() => expect(calls.warning).toHaveBeenCalled());
    expect(calls.success).toHaveBeenCalledWith("Login successful!", { autoClose: 2000 });
    expect(calls.error).toHaveBeenCalledWith("Login failed", { autoClose: 4000 });
    expect(calls.info).toHaveBeenCalledWith("Heads up", { autoClose: 4000 });
    expect(calls.warning).toHaveBeenCalledWith("Careful", { autoClose: 4000 });
  });

  it("lets a caller override options, including the duration", async () => {
    const success = vi.spyOn(toastify, "success");
    toast.success("Saved", { autoClose: false, toastId: "saved" });
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith("Saved", { autoClose: false, toastId: "saved" }));
  });
});
