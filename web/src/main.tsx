import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { Toaster } from 'react-hot-toast';
import { createQueryClient } from './lib/query-client.ts';
import { AppRoutes } from './router.tsx';
import './styles.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();

createRoot(rootElement).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      {/* Durations and limit stay react-hot-toast's defaults: they are the spec's (section 9). */}
      <Toaster position="top-right" />
    </QueryClientProvider>
  </StrictMode>,
);
