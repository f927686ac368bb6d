import { describe, expect, it } from "vitest";
import { validateAll } from "../validation";
import { isAllowedAttachment, supportTicketSchema } from "./supportTicket";

const valid = { subject: "12345 speed up", message: "Please speed up my order." };
const MB = 1024 * 1024;

describe("supportTicketSchema", () => {
  it("needs a subject and a message", () => {
    expect(validateAll(supportTicketSchema, { subject: " ", message: "" })).toEqual({
      subject: ["Subject is required"],
      message: ["Message is required"],
    });
    expect(validateAll(supportTicketSchema, valid)).toEqual({});
    expect(validateAll(supportTicketSchema, { ...valid, file: null })).toEqual({});
  });

  it("accepts a browser File of an allowed type up to 5 MB", () => {
    const file = new File(["hello"], "notes.txt", { type: "text/plain" });
    expect(validateAll(supportTicketSchema, { ...valid, file })).toEqual({});
    expect(
      validateAll(supportTicketSchema, { ...valid, file: { name: "shot.png", size: 5 * MB, type: "image/png" } }),
    ).toEqual({});
  });

  it("refuses a file over 5 MB", () => {
    expect(
      validateAll(supportTicketSchema, { ...valid, file: { name: "shot.png", size: 5 * MB + 1, type: "image/png" } }),
    ).toEqual({ file: ["File must be 5 MB or smaller"] });
  });

  it("refuses other types, and extensions that do not match the type", () => {
    const message = "Unsupported file type. Allowed: PNG, JPEG, GIF, WEBP, PDF, TXT";
    for (const file of [
      { name: "run.exe", size: 10, type: "application/x-msdownload" },
      { name: "run.exe", size: 10, type: "image/png" },
      { name: "page.html", size: 10, type: "" },
      "not a file",
    ]) {
      expect(validateAll(supportTicketSchema, { ...valid, file })).toEqual({ file: [message] });
    }
  });

  it("judges a file without a MIME type by its extension", () => {
    expect(isAllowedAttachment({ name: "SCAN.PDF", size: 1, type: "" })).toBe(true);
    expect(isAllowedAttachment({ name: "photo.JPG", size: 1, type: "image/jpeg" })).toBe(true);
    expect(isAllowedAttachment({ name: "anim.gif", size: 1, type: "image/gif" })).toBe(true);
    expect(isAllowedAttachment({ name: "pic.webp", size: 1, type: "image/webp" })).toBe(true);
  });
});
