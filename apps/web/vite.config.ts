import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

/**
 * The web app: built to apps/web/dist (served by the API in production), with
 * a manifest for scripts/report-size.ts. In dev and preview, /api goes to the
 * API server (`API_URL`, default http://localhost:3000).
 */
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, '.', '');
  const proxy = { '/api': { target: env.API_URL || 'http://localhost:3000', changeOrigin: true } };
  return {
    plugins: [react()],
    server: { port: 5173, proxy },
    preview: { proxy },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      manifest: true,
      target: 'es2022',
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
