import type { AdminSession } from "@smm/domain";
import type { DataTableColumn } from "../../../data/DataTable";
import { Badge } from "../../../display/Badge";
import { Button } from "../../../primitives/Button";
import { formatDateTime } from "../../shared/formatDate";
import { AdminTable } from "../AdminTable";

export type AdminSessionsProps = {
  sessions: readonly AdminSession[];
  isLoading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** Signs one other session out. */
  onRevoke: (id: number) => void;
  /** Signs out every session but this one. */
  onRevokeOthers: () => void;
};

/**
 * The operator's signed-in sessions on Profile: when, on which device (browser and system from the sign-in's
 * User-Agent) and from which address, each other one with its sign-out, and all the others at once.
 */
export function AdminSessions({ sessions, isLoading, error, onRetry, onRevoke, onRevokeOthers }: AdminSessionsProps) {
  const columns: readonly DataTableColumn<AdminSession>[] = [
    { id: "created", header: "Signed in", cell: (row) => formatDateTime(row.createdAt) },
    {
      id: "device",
      header: "Device",
      cell: (row) => (
        <span className="flex flex-wrap items-center gap-2">
          {row.device ?? "Unknown device"}
          {row.current ? <Badge variant="success">This browser</Badge> : null}
        </span>
      ),
    },
    { id: "ip", header: "Address", cell: (row) => row.ip ?? "—" },
    { id: "expires", header: "Expires", cell: (row) => formatDateTime(row.expiresAt) },
    {
      id: "revoke",
      header: "Action",
      cell: (row) =>
        row.current ? null : (
          <Button
            size="sm"
            variant="outline"
            onClick={() => onRevoke(row.id)}
            aria-label={`Sign out session ${row.id}`}
          >
            Sign out
          </Button>
        ),
    },
  ];
  const others = sessions.filter((row) => !row.current).length;
  return (
    <AdminTable
      headingLevel="h2"
      title="Sessions"
      actions={
        <Button variant="outline" size="sm" disabled={others === 0} onClick={onRevokeOthers}>
          Sign out other sessions
        </Button>
      }
      columns={columns}
      rows={sessions}
      total={sessions.length}
      pageSize={Math.max(sessions.length, 1)}
      searchPlaceholder={null}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      getRowId={(row) => row.id}
      emptyMessage="No sessions"
    />
  );
}
