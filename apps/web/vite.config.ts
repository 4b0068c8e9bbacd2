import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The server serves dist/ with an SPA fallback; the API is same-origin under /api.
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      treeshake: {
        // The contracts package is pure declarations: a page that only needs a
        // constant (APP_VERSION, TOAST_DURATION_MS) must not pull every zod schema.
        // Except locale.ts, which only configures zod's Polish messages (z.config), and the index
        // that imports it: without them production forms would show zod's English messages.
        moduleSideEffects: (id) =>
          /[\\/]packages[\\/]contracts[\\/]src[\\/]/.test(id) && !/[\\/](locale|index)\.ts$/.test(id) ? false : undefined,
      },
    },
  },
});
