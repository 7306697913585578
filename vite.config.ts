import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const API_ORIGIN = 'http://localhost:3000';

// The web app lives in web/; the server (port 3000) serves the built files from dist/web and, in
// development, answers the calls that the dev server proxies to it.
export default defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': API_ORIGIN,
      '/uploads': API_ORIGIN,
      '/socket.io': { target: API_ORIGIN, ws: true },
    },
  },
  preview: {
    port: 4173,
  },
});
