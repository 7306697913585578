import type { ReactNode } from 'react';
import { Logo } from './logo.tsx';

/** The full-screen near-black backdrop of the partner and admin login pages. */
export function AuthScreen({ homePath, children }: { homePath: string; children: ReactNode }) {
  return (
    <main
      id="main"
      className="flex min-h-dvh flex-col items-center justify-center gap-8 bg-ink bg-[radial-gradient(circle_at_20%_0%,rgb(245_158_11/0.25),transparent_55%)] px-4 py-10"
    >
      <Logo to={homePath} />
      {children}
    </main>
  );
}
