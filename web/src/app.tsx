import { StrictMode, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster } from 'react-hot-toast';
import { AppRoutes } from './router.tsx';

/**
 * The whole app inside its router: the same tree in the browser (main.tsx, <BrowserRouter>) and on the
 * server (entry-server.tsx, a static router), so a server-rendered page hydrates without a difference.
 */
export function App({ client, router: Router }: { client: QueryClient; router: (props: { children: ReactNode }) => ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={client}>
        <Router>
          <AppRoutes />
        </Router>
        {/* Durations and limit stay react-hot-toast's defaults: they are the spec's (section 9). */}
        <Toaster position="top-right" />
      </QueryClientProvider>
    </StrictMode>
  );
}
