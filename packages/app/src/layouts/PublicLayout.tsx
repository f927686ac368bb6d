import { BrandMark, Footer, FooterLinks, PublicHeader } from "@smm/ui";
import { useLocation } from "react-router";
import { PageOutlet } from "../components/PageOutlet";
import { usePanelBrand } from "../lib/brand";
import { pagePath } from "../lib/pagePath";
import { renderRouterLink } from "../lib/renderLink";
import { useLegalLinks } from "../lib/storefront";
import { useYear } from "../lib/useYear";
import { PUBLIC_NAV, PUBLIC_PAGES } from "../routeManifest/public";

/**
 * `/` and `/signup`: the public header and footer (spec §2: shown only on these two); the footer links the legal
 * pages the operator filled in.
 */
export default function PublicLayout() {
  const { pathname } = useLocation();
  const brand = usePanelBrand();
  return (
    <div className="flex min-h-svh flex-col bg-background text-foreground">
      <PublicHeader
        links={PUBLIC_NAV}
        homeHref={PUBLIC_PAGES.home.path}
        renderLink={renderRouterLink}
        currentPath={pagePath(pathname)}
        brandName={brand.name}
        logo={<BrandMark logoUrl={brand.logo_url} />}
      />
      <main className="flex-1">
        <PageOutlet />
      </main>
      <Footer year={useYear()} brandName={brand.name}>
        <FooterLinks links={useLegalLinks()} renderLink={renderRouterLink} />
      </Footer>
    </div>
  );
}
