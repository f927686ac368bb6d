import type { ReactNode } from "react";
import { Link } from "react-router";

/** A link inside a table cell to a record's page. */
export function RowLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-medium text-primary underline-offset-4 hover:underline">
      {children}
    </Link>
  );
}
