import type { AdminExportList } from "@smm/api-client";
import { Button, errorMessage, toast } from "@smm/ui";
import { Download } from "lucide-react";
import { useState } from "react";
import { saveFile } from "../../lib/saveFile";
import { adminApi } from "../lib/adminApi";

/**
 * "Export CSV": the list with the filters, search and sort on screen, every page, as the server streams it. The
 * call carries the admin's token, so the file comes through the API client and is saved from a Blob.
 */
export function ExportCsvButton({ list, params }: { list: AdminExportList; params: object }) {
  const [pending, setPending] = useState(false);
  const exportList = async () => {
    setPending(true);
    try {
      saveFile(await adminApi.dashboard.exportCsv(list, params));
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
