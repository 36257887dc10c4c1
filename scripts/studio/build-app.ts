// Builds the studio's browser app with Vite: `node scripts/studio/build-app.ts <app root> <out dir>`,
// started by app.ts in a process of its own.
import { build } from 'vite';

const [root, outDir] = process.argv.slice(2);
await build({
  root: root!,
  base: '/app/',
  logLevel: 'warn',
  configFile: false,
  build: {
    outDir: outDir!,
    emptyOutDir: true,
    assetsDir: '.',
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
    rollupOptions: {
      // rjsf marks its hooks 'use client' for React server components, which a browser bundle need not keep.
      onwarn: (warning, warn) => (warning.code === 'MODULE_LEVEL_DIRECTIVE' ? undefined : warn(warning)),
    },
  },
});
