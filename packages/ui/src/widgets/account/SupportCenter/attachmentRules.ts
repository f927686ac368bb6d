import { TICKET_ATTACHMENT_MAX_BYTES, TICKET_ATTACHMENT_TYPES, TICKET_MESSAGES } from "@smm/domain";
import { formatFileSize } from "../../../forms/FileInput";

/** "PNG, JPG, JPEG, GIF, WEBP, PDF or TXT, up to 5 MB", from the domain's allowed types and size. */
export function attachmentDescription(): string {
  const names = Object.values(TICKET_ATTACHMENT_TYPES)
    .flat()
    .map((extension) => extension.slice(1).toUpperCase());
  const list = names.length > 1 ? `${names.slice(0, -1).join(", ")} or ${names.at(-1)}` : names.join("");
  return `Optional. ${list}, up to ${formatFileSize(TICKET_ATTACHMENT_MAX_BYTES)}.`;
}

/** The domain's message for a file the picker refused (too large, or not an allowed type). */
export function attachmentProblem(file: Pick<File, "size">): string {
  return file.size > TICKET_ATTACHMENT_MAX_BYTES ? TICKET_MESSAGES.fileTooLarge : TICKET_MESSAGES.fileTypeInvalid;
}
