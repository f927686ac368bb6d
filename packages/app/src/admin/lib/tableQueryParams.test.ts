import { DEFAULT_ADMIN_TABLE_QUERY } from "@smm/ui";
import { describe, expect, it } from "vitest";
import { readTableQuery, writeTableQuery } from "./tableQueryParams";

const initial = { ...DEFAULT_ADMIN_TABLE_QUERY, sort: { columnId: "created_at", direction: "descending" as const } };

describe("an admin list's state in the URL", () => {
  it("a fresh list writes nothing and reads back as the initial state", () => {
    expect(writeTableQuery(initial, initial).toString()).toBe("");
    expect(readTableQuery(new URLSearchParams(), initial)).toEqual(initial);
  });

  it("round-trips page, search, filters and sort", () => {
    const query = {
      page: 3,
      search: "ig likes",
      filters: { status: "partial", user: "ada@example.com" },
      sort: { columnId: "charge", direction: "ascending" as const },
    };
    const params = writeTableQuery(query, initial);
    expect(params.toString()).toBe("page=3&q=ig+likes&status=partial&user=ada%40example.com&sort=charge&dir=asc");
    expect(readTableQuery(params, initial)).toEqual(query);
  });

  it("keeps a sort turned off, and ignores a bad page", () => {
    const params = writeTableQuery({ ...initial, sort: null }, initial);
    expect(params.toString()).toBe("sort=none");
    expect(readTableQuery(params, initial).sort).toBeNull();
    expect(readTableQuery(new URLSearchParams("page=-2"), initial).page).toBe(1);
  });

  it("a filter at its initial value stays out of the URL; another value goes in", () => {
    const start = { ...DEFAULT_ADMIN_TABLE_QUERY, filters: { state: "pending" } };
    expect(writeTableQuery(start, start).toString()).toBe("");
    expect(writeTableQuery({ ...start, filters: { state: "all" } }, start).toString()).toBe("state=all");
    expect(readTableQuery(new URLSearchParams("state=all"), start).filters).toEqual({ state: "all" });
  });
});
