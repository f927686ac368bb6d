import { TrendingUp } from "lucide-react";
import { Link } from "react-router";
import { PageOutlet } from "../components/PageOutlet";

/**
 * The other public pages (/services, /api, /forgot-password, /reset-password): no public header or footer (spec
 * §2), only the brand linking home so a visitor is never stranded.
 */
export default function PlainLayout() {
  return (
    <div className="flex min-h-svh flex-col bg-background text-foreground">
      <header className="mx-auto w-full max-w-6xl px-4 pt-6 sm:px-6">
        <Link
          to="/"
          className="inline-flex items-center gap-2 rounded-md font-semibold outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <span className="flex size-8 items-center justify-center rounded-md bg-primary text-primary-foreground">
            <TrendingUp aria-hidden="true" className="size-5" />
          </span>
          Premium SMM Services
        </Link>
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6">
        <PageOutlet />
      </main>
    </div>
  );
}
