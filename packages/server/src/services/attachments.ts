import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { isAllowedAttachment, TICKET_ATTACHMENT_TYPES, TICKET_MESSAGES } from "@smm/domain";
import contentDisposition from "content-disposition";
import type { FastifyReply } from "fastify";
import { fileTypeFromBuffer } from "file-type";
import { validationError } from "../errors";

export interface UploadedFile {
  filename: string;
  buffer: Buffer;
  truncated: boolean;
}

export interface StoredAttachment {
  originalName: string;
  storedName: string;
  mimeType: string;
  size: number;
}

/** Plain text has no magic number: accept it only when it decodes as UTF-8 and holds no control bytes. */
function looksLikeText(buffer: Buffer): boolean {
  if (buffer.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(buffer);
    return true;
  } catch {
    return false;
  }
}

/** The type the bytes really are (never the one the client claimed), if it is an allowed one. */
async function detectType(buffer: Buffer): Promise<string | undefined> {
  const detected = await fileTypeFromBuffer(buffer);
  if (detected) return detected.mime in TICKET_ATTACHMENT_TYPES ? detected.mime : undefined;
  return looksLikeText(buffer) ? "text/plain" : undefined;
}

/**
 * Checks size and content, then stores the file under a random name in the uploads folder (inside
 * DATA_DIR, never under the web root) so its name can neither collide nor be guessed or executed.
 */
export async function storeAttachment(uploadsDir: string, file: UploadedFile): Promise<StoredAttachment> {
  if (file.truncated) throw validationError({ file: [TICKET_MESSAGES.fileTooLarge] });
  const mimeType = await detectType(file.buffer);
  const originalName = path.basename(file.filename).slice(0, 200) || "attachment";
  if (!mimeType || !isAllowedAttachment({ name: originalName, size: file.buffer.length, type: mimeType })) {
    throw validationError({ file: [TICKET_MESSAGES.fileTypeInvalid] });
  }
  await fs.mkdir(uploadsDir, { recursive: true });
  const storedName = randomBytes(16).toString("hex");
  await fs.writeFile(path.join(uploadsDir, storedName), file.buffer, { flag: "wx" });
  return { originalName, storedName, mimeType, size: file.buffer.length };
}

/** The 200 answer of an attachment download, for a route's response schema (and the OpenAPI document). */
export const attachmentDownload = {
  description: "The file, as a download with its name",
  content: { "application/octet-stream": { schema: { type: "string", format: "binary" } } },
} as const;

/**
 * Sends a stored attachment as a download, the same way to a customer and to staff: the type checked when it was
 * stored (never the uploader's claim) and `attachment` disposition, so the browser saves it instead of rendering it.
 */
export function sendAttachment(reply: FastifyReply, uploadsDir: string, file: StoredAttachment) {
  return (
    reply
      .type(file.mimeType)
      // RFC 6266: an ASCII fallback in filename= and the exact name in filename*= (RFC 5987), any script.
      .header("content-disposition", contentDisposition(file.originalName, { type: "attachment" }))
      .send(createReadStream(path.join(uploadsDir, file.storedName)))
  );
}
