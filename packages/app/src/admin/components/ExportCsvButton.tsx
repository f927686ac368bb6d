import type { AdminExportList, DownloadedFile } from "@smm/api-client";
import { Button, errorMessage, toast } from "@smm/ui";
import { Download } from "lucide-react";
import { useState } from "react";
import { saveFile } from "../../lib/saveFile";
import { adminApi } from "../lib/adminApi";

type ExportCsvButtonProps =
  /** An admin list with the filters on screen. */
  | { list: AdminExportList; params: object }
  /** Any other CSV the API client fetches (a report). */
  | { download: () => Promise<DownloadedFile> };

/**
 * "Export CSV": the list with the filters, search and sort on screen, every page, as the server streams it (or
 * another CSV, e.g. the report on screen). The call carries the admin's token, so the file comes through the API
 * client and is saved from a Blob.
 */
export function ExportCsvButton(props: ExportCsvButtonProps) {
  const [pending, setPending] = useState(false);
  const download = "download" in props ? props.download : () => adminApi.dashboard.exportCsv(props.list, props.params);
  const exportList = async () => {
    setPending(true);
    try {
      saveFile(await download());
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setPending(false);
    }
  };
  return (
    <Button variant="outline" size="sm" disabled={pending} onClick={() => void exportList()}>
      <Download aria-hidden="true" />
      {pending ? "Exporting..." : "Export CSV"}
    </Button>
  );
}
