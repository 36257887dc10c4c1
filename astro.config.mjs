// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import skinforge from './src/integration/index.ts';

// One compile serves every merchant: pages are generated under /<merchant>/ and the CLI
// (scripts/site.ts) splits them into self-contained dist/<merchant>/ sites.
export default defineConfig({
  output: 'static',
  outDir: process.env.SKINFORGE_OUT_DIR ?? './.skinforge/astro-dist',
  // Rendering several pages at once overlaps page writes with rendering: it is what keeps
  // 20 merchants within 3x the time of one (npm run bench:build).
  build: { format: 'directory', assets: '_astro', inlineStylesheets: 'never', concurrency: 4 },
  integrations: [react(), skinforge()],
  vite: {
    build: {
      rolldownOptions: {
        output: {
          // React in a chunk of its own: every island shares it, and the budget script knows it
          // as the framework (counted on the pages that load it, not as an on-demand chunk).
          codeSplitting: { groups: [{ name: 'react-runtime', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] },
        },
      },
    },
  },
  devToolbar: { enabled: false },
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "font-src 'self'",
        "manifest-src 'self'",
      ],
    },
  },
});
