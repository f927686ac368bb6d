import type { UpdateType } from "@smm/domain";

/** The filters and page of the Updates table. */
export type UpdatesQuery = { type: UpdateType; search: string; page: number };

export const DEFAULT_UPDATES_QUERY: UpdatesQuery = { type: "all", search: "", page: 1 };
