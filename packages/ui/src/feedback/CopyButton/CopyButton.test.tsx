import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { expectPassThrough } from "../../test-support/expectPassThrough";
import { COPY_CONFIRMATION_MS, CopyButton } from "./CopyButton";

const writeText = vi.fn<(text: string) => Promise<void>>();

/** Clicks and lets the clipboard promise settle. */
async function clickAndSettle(button: HTMLElement) {
  await act(async () => {
    fireEvent.click(button);
  });
}

describe("CopyButton", () => {
  beforeEach(() => {
    writeText.mockReset().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, "clipboard");
  });

  it("puts the value on the clipboard and reports it", async () => {
    const user = userEvent.setup({ delay: null });
    const onCopy = vi.fn();
    render(<CopyButton value="https://smm.example/ref/1" label="referral link" onCopy={onCopy} />);
    // userEvent.setup({ delay: null }) brings its own clipboard; put the spy back in place.
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await user.click(screen.getByRole("button", { name: "Copy referral link" }));
    expect(writeText).toHaveBeenCalledWith("https://smm.example/ref/1");
    expect(onCopy).toHaveBeenCalledWith("https://smm.example/ref/1");
  });

  it("shows the confirmation for exactly two seconds", async () => {
    vi.useFakeTimers();
    render(<CopyButton value="x" label="code" />);
    const button = screen.getByRole("button", { name: "Copy code" });
    await clickAndSettle(button);
    expect(button).toHaveAttribute("data-state", "copied");
    expect(screen.getByRole("status")).toHaveTextContent("Copied!");
    act(() => vi.advanceTimersByTime(COPY_CONFIRMATION_MS - 1));
    expect(button).toHaveAttribute("data-state", "copied");
    act(() => vi.advanceTimersByTime(1));
    expect(button).toHaveAttribute("data-state", "idle");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("restarts the two seconds when copied again", async () => {
    vi.useFakeTimers();
    render(<CopyButton value="x" label="code" />);
    const button = screen.getByRole("button", { name: "Copy code" });
    await clickAndSettle(button);
    act(() => vi.advanceTimersByTime(1500));
    await clickAndSettle(button);
    act(() => vi.advanceTimersByTime(1500));
    expect(button).toHaveAttribute("data-state", "copied");
    act(() => vi.advanceTimersByTime(500));
    expect(button).toHaveAttribute("data-state", "idle");
  });

  it("calls onError and shows no confirmation when the clipboard refuses", async () => {
    const onError = vi.fn();
    const onCopy = vi.fn();
    const refusal = new Error("denied");
    writeText.mockRejectedValueOnce(refusal);
    render(<CopyButton value="x" label="code" onError={onError} onCopy={onCopy} />);
    await clickAndSettle(screen.getByRole("button", { name: "Copy code" }));
    expect(onError).toHaveBeenCalledWith(refusal);
    expect(onCopy).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Copy code" })).toHaveAttribute("data-state", "idle");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("reports a missing clipboard API as an error", async () => {
    Reflect.deleteProperty(navigator, "clipboard");
    const onError = vi.fn();
    render(<CopyButton value="x" label="code" onError={onError} />);
    await clickAndSettle(screen.getByRole("button", { name: "Copy code" }));
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: "The clipboard is not available" }));
  });

  it("stops its timer when unmounted", async () => {
    vi.useFakeTimers();
    const { unmount } = render(<CopyButton value="x" label="code" />);
    await clickAndSettle(screen.getByRole("button", { name: "Copy code" }));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("passes className, extra props, onClick and the ref to the button", async () => {
    const onClick = vi.fn();
    const button = expectPassThrough<HTMLButtonElement>((props) => (
      <CopyButton {...props} value="x" label="code" onClick={onClick} />
    ));
    expect(button).toBe(screen.getByRole("button", { name: "Copy code" }));
    await clickAndSettle(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
