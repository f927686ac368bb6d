import { z } from "zod";
import { TEXT_MAX_LENGTH, TICKET_ATTACHMENT_MAX_BYTES, TICKET_ATTACHMENT_TYPES } from "../constants";
import { TICKET_MESSAGES as M } from "../messages";
import { requiredText } from "./rules";

/** What the schema needs of a file; a browser `File` fits as is, the server builds it from the upload. */
export interface AttachmentInfo {
  name: string;
  size: number;
  type: string;
}

function isAttachmentInfo(value: unknown): value is AttachmentInfo {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.name === "string" && typeof candidate.size === "number" && typeof candidate.type === "string";
}

const allowedTypes: Readonly<Record<string, readonly string[]>> = TICKET_ATTACHMENT_TYPES;

/**
 * Whether the file is one of the allowed formats. The MIME type decides, and the name's extension must belong
 * to it; a browser that reports no MIME type is judged by the extension alone.
 */
export function isAllowedAttachment(file: AttachmentInfo): boolean {
  const dot = file.name.lastIndexOf(".");
  const extension = dot >= 0 ? file.name.slice(dot).toLowerCase() : "";
  if (file.type === "") return Object.values(allowedTypes).some((extensions) => extensions.includes(extension));
  return allowedTypes[file.type.toLowerCase()]?.includes(extension) ?? false;
}

/** Support ticket: subject and message required; the optional file at most 5 MB and of an allowed type. */
export const supportTicketSchema = z.object({
  subject: requiredText(M.subjectRequired).max(TEXT_MAX_LENGTH.ticketSubject, M.subjectTooLong),
  message: requiredText(M.messageRequired).max(TEXT_MAX_LENGTH.ticketMessage, M.messageTooLong),
  file: z
    .custom<AttachmentInfo>(isAttachmentInfo, M.fileTypeInvalid)
    .refine((file) => file.size <= TICKET_ATTACHMENT_MAX_BYTES, M.fileTooLarge)
    .refine(isAllowedAttachment, M.fileTypeInvalid)
    .nullish(),
});

export type SupportTicketValues = z.output<typeof supportTicketSchema>;
