import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API runs on its own port; in production it serves the built app itself.
const apiOrigin = 'http://localhost:3000';

const CATALOGUE_PIECES = new RegExp(
  [
    String.raw`apps/web/src/ui/(stars|carousel-row|review-card|skeleton|money|use-document-title)\.tsx?$`,
    String.raw`apps/web/src/features/(categories/category-icon|product/(product-card|favorite|use-now|use-rotation)|store/store-card)\.tsx?$`,
    String.raw`apps/web/src/app/footer\.tsx$`,
    String.raw`packages/domain/src/(money|pricing|phone)\.ts$`,
  ].join('|'),
);

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every first visit runs (React, the router, the query cache, the shell and the
            // catalogue of texts) as one file: one request and one compression window instead of eight.
            { name: 'app', tags: ['$initial'], priority: 2 },
            // The small pieces that the catalogue pages share (cards, stars, prices, skeletons, the
            // footer) as one file, not a dozen requests of a kilobyte each; only these modules.
            { name: 'ui', test: CATALOGUE_PIECES, priority: 1, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': apiOrigin,
      '/img': apiOrigin,
      '/mark': apiOrigin,
    },
  },
});
