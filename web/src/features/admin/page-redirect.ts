/**
 * Where a paged admin list should go instead of the requested page, or null to stay. The server answers
 * a page past the end with its last page (after the last row of the last page was removed, or from an
 * old link), and the URL should then name the page shown. An answer kept on screen while another page
 * loads (`placeholder`) says nothing about the new page.
 */
export function pageRedirect(
  requested: number,
  answer: { page?: number | undefined } | undefined,
  placeholder: boolean,
): string | null {
  if (!answer || placeholder || answer.page === undefined || answer.page === requested) return null;
  return `?page=${answer.page}`;
}
