import { useEffect } from 'react';
import { siteText as text } from '#shared/messages/site.ts';
import { Button } from './button.tsx';

/**
 * Shown when a route fails to render or its code fails to load (typically a chunk that a new
 * deployment replaced): reloading fetches the current files.
 */
export function RouteError({ error }: { error: unknown }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-page p-6 text-center">
      <p className="text-lg font-semibold text-ink">{text.chunkLoadFailed}</p>
      <Button variant="dark" onClick={() => window.location.reload()}>
        {text.reloadPage}
      </Button>
    </div>
  );
}
