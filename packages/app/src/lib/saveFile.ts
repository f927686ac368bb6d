import type { DownloadedFile } from "@smm/api-client";

/** Saves a file the API client fetched (it needs the bearer token, so there is no plain link to follow). */
export function saveFile({ blob, filename }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  Object.assign(document.createElement("a"), { href: url, download: filename }).click();
  URL.revokeObjectURL(url);
}
