import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetApp, routeRenderer } from "../../test-support/renderRoute";
import { adminApi } from "../lib/adminApi";
import { pageOf, prepareAdminScreen } from "./adminFixtures";

// The route modules these tests render and the layouts on their way, by their path in src/routes.ts.
const renderRoute = routeRenderer(
  import.meta.glob(["./admin/components/AdminLayout.tsx", "./admin/screens/SystemLogs.tsx"], { base: "../../" }),
);

beforeEach(prepareAdminScreen);
afterEach(resetApp);

describe("admin system logs", () => {
  it("sizes the table from its columns: Message keeps its own 16rem, no per-screen minimum", async () => {
    vi.spyOn(adminApi.system, "logs").mockResolvedValue(pageOf([]));
    renderRoute("/admin/system-logs");
    const table = await screen.findByRole("table", { name: "System Logs" });
    expect(table.style.getPropertyValue("--data-table-min-width")).toBe(
      "calc(11rem + 6.5rem + 10rem + 12.5rem + 6.5rem + 16rem + 8rem)",
    );
    expect(table.className).not.toMatch(/min-w-\[/);
  });
});
