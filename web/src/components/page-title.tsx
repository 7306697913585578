import { useEffect } from 'react';
import { PRODUCT_NAME } from '#shared/messages/site.ts';

/** Sets the browser tab's title to 'Page – Rev-On Rentals'. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} – ${PRODUCT_NAME}`;
  }, [title]);
}

/**
 * A page's heading, which also becomes the tab's title. `hidden` keeps the tab title without the
 * visible heading (pages whose own hero carries the h1).
 */
export function PageTitle({ title, hidden = false }: { title: string; hidden?: boolean }) {
  usePageTitle(title);
  if (hidden) return null;
  return <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>;
}
