/** Spec 3 §9: the table shows 10 rows a page and at most 10 page numbers. */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_NUMBERS = 10;

/** The pager object of spec 3 §3 ("Other values"): which page numbers to show and which rows the page holds. */
export interface Pager {
  totalItems: number;
  currentPage: number;
  pageSize: number;
  totalPages: number;
  startPage: number;
  endPage: number;
  /** Zero-based indexes of the page's first and last rows. */
  startIndex: number;
  endIndex: number;
  pages: number[];
}

/**
 * The pager for a page of a list: the page is clamped to 1..total pages, and the page numbers are a window of at most
 * `maxPages` around it (the current page sits just past the middle, as a reader moving forward expects).
 */
export function pager(
  totalItems: number,
  currentPage = 1,
  pageSize = DEFAULT_PAGE_SIZE,
  maxPages = MAX_PAGE_NUMBERS,
): Pager {
  const size = Math.max(1, Math.floor(pageSize));
  const totalPages = Math.max(1, Math.ceil(Math.max(0, totalItems) / size));
  const page = Math.min(Math.max(1, Math.floor(currentPage) || 1), totalPages);
  let startPage = 1;
  let endPage = totalPages;
  if (totalPages > maxPages) {
    const before = Math.floor(maxPages / 2);
    const after = Math.ceil(maxPages / 2) - 1;
    if (page <= before) endPage = maxPages;
    else if (page + after >= totalPages) startPage = totalPages - maxPages + 1;
    else {
      startPage = page - before;
      endPage = page + after;
    }
  }
  const startIndex = (page - 1) * size;
  const endIndex = Math.max(startIndex, Math.min(startIndex + size - 1, totalItems - 1));
  return {
    totalItems,
    currentPage: page,
    pageSize: size,
    totalPages,
    startPage,
    endPage,
    startIndex,
    endIndex,
    pages: Array.from({ length: endPage - startPage + 1 }, (_, i) => startPage + i),
  };
}
