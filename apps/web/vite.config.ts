import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';

/**
 * The chunks every page has loaded before any lazy import can run: the entry and its static imports, found
 * once the bundle is complete (`order: 'pre'`, before Vite writes each lazy import's list of chunks to
 * preload, `__vite__mapDeps`). `modulePreload.resolveDependencies` below drops them from those lists: they
 * would only repeat, in the list of every screen in the registry, names that are loaded already (the browser
 * would skip them anyway), so each screen added costs a shorter list. Nothing else changes: every chunk a
 * lazy import needs and the first page has not loaded is still preloaded in parallel.
 */
function firstPageChunks(): { plugin: Plugin; loaded: Set<string> } {
  const loaded = new Set<string>();
  const plugin: Plugin = {
    name: 'savdo:first-page-chunks',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        loaded.clear();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (chunk?.type !== 'chunk' || loaded.has(fileName)) return;
          loaded.add(fileName);
          for (const imported of chunk.imports) visit(imported);
        };
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
      },
    },
  };
  return { plugin, loaded };
}

/**
 * The web app: built to apps/web/dist (served by the API in production), with
 * a manifest for scripts/report-size.ts. In dev and preview, /api goes to the
 * API server (`API_URL`, default http://localhost:3000).
 */
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, '.', '');
  const proxy = { '/api': { target: env.API_URL || 'http://localhost:3000', changeOrigin: true } };
  const firstPage = firstPageChunks();
  return {
    plugins: [react(), firstPage.plugin],
    server: { port: 5173, proxy },
    preview: { proxy },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      manifest: true,
      target: 'es2022',
      modulePreload: {
        // No polyfill: every browser with the ES2022 this targets but Safari 16 preloads modules natively, and
        // there a missing preload only makes a chunk start loading when its importer runs.
        polyfill: false,
        // index.html's own preload links are left as they are; lazy imports skip what the entry loaded.
        resolveDependencies: (_file, deps, { hostType }) =>
          hostType === 'js' ? deps.filter((dep) => !firstPage.loaded.has(dep)) : deps,
      },
      rolldownOptions: {
        treeshake: {
          // Ant Design's component packages are pure but do not say so (no `sideEffects` in their
          // package.json): without this, importing antd's Input keeps all of rc-form and its validator.
          moduleSideEffects: [
            { test: /[\\/]node_modules[\\/]@(rc-component|ant-design)[\\/]/, sideEffects: false },
          ],
        },
      },
    },
  };
});
