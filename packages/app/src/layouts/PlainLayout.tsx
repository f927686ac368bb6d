import { BrandMark } from "@smm/ui";
import { Link } from "react-router";
import { PageOutlet } from "../components/PageOutlet";
import { usePanelBrand } from "../lib/brand";

/**
 * The other public pages (/services, /api, /forgot-password, /reset-password): no public header or footer (spec
 * §2), only the brand linking home so a visitor is never stranded.
 */
export default function PlainLayout() {
  const brand = usePanelBrand();
  return (
    <div className="flex min-h-svh flex-col bg-background text-foreground">
      <header className="mx-auto w-full max-w-6xl px-4 pt-6 sm:px-6">
        <Link
          to="/"
          className="inline-flex items-center gap-2 rounded-md font-semibold outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <BrandMark logoUrl={brand.logo_url} />
          {brand.name}
        </Link>
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6">
        <PageOutlet />
      </main>
    </div>
  );
}
