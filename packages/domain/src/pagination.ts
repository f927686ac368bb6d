/** Rows per page on the Updates page (spec §9). */
export const UPDATES_PAGE_SIZE = 10;
/** How many page numbers the pager shows at once (spec §9). */
export const PAGINATION_WINDOW = 7;

/**
 * The page numbers to show around the current page: at most `size` consecutive pages, the current
 * one as central as the ends allow. Pages are 1-based; an empty result means there is nothing to page.
 */
export function paginationWindow(page: number, pageCount: number, size: number = PAGINATION_WINDOW): number[] {
  if (pageCount < 1 || size < 1) return [];
  const current = Math.min(Math.max(1, Math.trunc(page)), pageCount);
  const length = Math.min(size, pageCount);
  const start = Math.min(Math.max(1, current - Math.floor((length - 1) / 2)), pageCount - length + 1);
  return Array.from({ length }, (_, index) => start + index);
}

/** How many pages `total` items fill at `pageSize` per page (at least 1, so an empty list still has page 1). */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
