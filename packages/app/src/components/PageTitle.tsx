import type { ReactNode } from "react";

/** A dashboard page's h1 (named like its sidebar item), so every screen has one heading that says where you are. */
export function PageTitle({ children, description }: { children: ReactNode; description?: ReactNode }) {
  return (
    <header className="grid gap-1">
      <h1 className="font-semibold text-2xl tracking-tight">{children}</h1>
      {description ? <p className="text-muted-foreground text-sm">{description}</p> : null}
    </header>
  );
}
