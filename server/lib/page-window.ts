/**
 * Paging arithmetic shared by the partner's lists: `totalPages` is 0 for an empty list; a requested
 * page past the end is brought back to the last page, so deleting the last row of the last page does
 * not strand the table on an empty page.
 */
export function pageWindow(
  totalRows: number,
  pageSize: number,
  requestedPage: number,
): { page: number; totalPages: number; offset: number } {
  const totalPages = Math.ceil(totalRows / pageSize);
  const page = Math.max(1, Math.min(requestedPage, totalPages));
  return { page, totalPages, offset: (page - 1) * pageSize };
}
