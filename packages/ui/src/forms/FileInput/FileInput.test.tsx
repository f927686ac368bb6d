import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { expectPassThrough } from "../../test-support/expectPassThrough";
import { FileInput } from "./FileInput";
import { formatFileSize, matchesAccept, validateFile } from "./fileRules";

const file = (name: string, bytes: number, type: string) => new File([new Uint8Array(bytes)], name, { type });

function ControlledFile() {
  const [value, setValue] = useState<File | null>(null);
  return (
    <>
      <FileInput aria-label="Attachment" value={value} onValueChange={setValue} />
      <span data-testid="state">{value?.name ?? "none"}</span>
    </>
  );
}

describe("formatFileSize", () => {
  it.each([
    [0, "0 B"],
    [1023, "1023 B"],
    [1024, "1 KB"],
    [180 * 1024, "180 KB"],
    [Math.round(2.4 * 1024 * 1024), "2.4 MB"],
    [5 * 1024 * 1024, "5 MB"],
    [12.6 * 1024 * 1024, "13 MB"],
    [3 * 1024 ** 3, "3 GB"],
  ])("%d bytes is %s", (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe("matchesAccept", () => {
  const pdf = { name: "Report.PDF", type: "application/pdf" };
  const png = { name: "a.png", type: "image/png" };
  it("accepts everything without a list", () => expect(matchesAccept(pdf, undefined)).toBe(true));
  it("matches extensions case-insensitively", () => expect(matchesAccept(pdf, ".pdf")).toBe(true));
  it("matches wildcards", () => expect(matchesAccept(png, "image/*")).toBe(true));
  it("matches exact types in a list", () => expect(matchesAccept(png, "application/pdf, image/png")).toBe(true));
  it("refuses the rest", () => expect(matchesAccept(pdf, "image/*,.doc")).toBe(false));
});

describe("validateFile", () => {
  it("reports the type before the size", () => {
    expect(validateFile(file("a.exe", 10, "application/x-msdownload"), { accept: ".pdf", maxSize: 1 })).toBe(
      "Unsupported file type",
    );
  });
  it("accepts a file of exactly maxSize", () => {
    expect(validateFile(file("a.pdf", 1024, "application/pdf"), { maxSize: 1024 })).toBeNull();
  });
});

describe("FileInput", () => {
  it("puts className on the wrapper, other props and the ref on the native input", () => {
    const input = expectPassThrough<HTMLInputElement>(
      (props) => <FileInput {...props} aria-label="Attachment" name="TicketForm[file]" />,
      { classNameOn: (element) => element.parentElement?.closest(".pass-through") ?? null },
    );
    expect(input).toBe(screen.getByLabelText("Attachment"));
    expect(input).toHaveAttribute("type", "file");
    expect(input).toHaveAttribute("name", "TicketForm[file]");
  });

  it("is named 'Choose a file' when nothing else names it", () => {
    render(<FileInput />);
    expect(screen.getByLabelText("Choose a file")).toHaveAttribute("type", "file");
  });

  it("reports a refused file and clears the native input so the same file can be chosen again", async () => {
    const user = userEvent.setup({ delay: null });
    const onError = vi.fn();
    render(<FileInput aria-label="Attachment" maxSize={1024} onError={onError} />);
    const input = screen.getByLabelText<HTMLInputElement>("Attachment");
    const big = file("big.png", 2048, "image/png");
    await user.upload(input, big);
    expect(onError).toHaveBeenCalledWith("File is too large (max 1 KB)", big);
    expect(input.value).toBe("");
  });

  it("follows the value prop when controlled", async () => {
    const user = userEvent.setup({ delay: null });
    render(<ControlledFile />);
    await user.upload(screen.getByLabelText("Attachment"), file("a.pdf", 10, "application/pdf"));
    expect(screen.getByTestId("state")).toHaveTextContent("a.pdf");
    await user.click(screen.getByRole("button", { name: "Remove a.pdf" }));
    expect(screen.getByTestId("state")).toHaveTextContent("none");
  });
});
