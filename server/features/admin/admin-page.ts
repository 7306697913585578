import { ADMIN_PAGE_SIZE } from '#shared/api/admin.ts';
import { pageWindow } from '#server/lib/page-window.ts';

/** Where one admin list starts and ends: every row, or one page of ADMIN_PAGE_SIZE. */
export type AdminSlice = { limit?: number; offset: number; page?: number; totalPages?: number };

/**
 * The slice of an admin list to load. Without a requested page the whole list (the table may be
 * virtualised); with one, that page (a page past the end answers the last one, decision D27).
 */
export function adminSlice(totalRows: number, requestedPage: number | undefined): AdminSlice {
  if (requestedPage === undefined) return { offset: 0 };
  const { page, totalPages, offset } = pageWindow(totalRows, ADMIN_PAGE_SIZE, requestedPage);
  return { limit: ADMIN_PAGE_SIZE, offset, page, totalPages };
}

/** `page` and `totalPages` for an answer, only when a page was asked for. */
export function pagingOf(slice: AdminSlice): { page?: number; totalPages?: number } {
  return slice.page === undefined ? {} : { page: slice.page, totalPages: slice.totalPages ?? 0 };
}
