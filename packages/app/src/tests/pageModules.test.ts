import path from "node:path";
import { matchRoutes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { PAGE_MODULES } from "../pageModules";
import { routes } from "../router";

const appRoot = path.resolve(import.meta.dirname, "../..");

/** The modules the router loads lazily to show `pathname`. */
async function lazyModulesOf(pathname: string): Promise<unknown[]> {
  const matches = matchRoutes(routes, pathname) ?? [];
  return Promise.all(matches.flatMap(({ route }) => (typeof route.lazy === "function" ? [route.lazy()] : [])));
}

describe("PAGE_MODULES (the scripts the server preloads for each customer page)", () => {
  it("lists exactly the modules the router loads for each page", async () => {
    for (const [page, modules] of Object.entries(PAGE_MODULES)) {
      const listed = await Promise.all(modules.map((module) => import(/* @vite-ignore */ path.join(appRoot, module))));
      expect(await lazyModulesOf(page), page).toEqual(listed);
    }
  });

  it("covers every page of the customer area", () => {
    const customerArea = routes[0]?.children?.find((route) => route.path === "dashboard");
    const pages = (customerArea?.children ?? []).map((route) =>
      route.index ? "/dashboard" : `/dashboard/${route.path}`,
    );
    expect(pages.length).toBeGreaterThan(5);
    expect(Object.keys(PAGE_MODULES).sort()).toEqual(pages.sort());
  });
});
