import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { isAllowedAttachment, TICKET_ATTACHMENT_TYPES, TICKET_MESSAGES } from "@smm/domain";
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
