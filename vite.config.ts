import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

const BRAND = '#1a4fb8';

/**
 * Modules of these folders only declare things (schemas, messages, components, the API
 * client): one that nothing uses is left out even where a barrel file re-exports it, so the
 * sign-in form does not pull in every schema of the contract.
 */
const DECLARATION_ONLY = /[\\/]src[\\/](contract|ui|api)[\\/]/;

/**
 * react-router's package points every bundler at its development build (warnings and checks
 * included); a production build takes the production files the package ships beside it.
 */
const routerBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));
const PRODUCTION_ALIASES = [
  { find: /^react-router$/, replacement: routerBuild('index.mjs') },
  { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') },
];

export default defineConfig(({ command }) => ({
  resolve: { alias: command === 'build' ? PRODUCTION_ALIASES : [] },
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'WMS — Warehouse Floor & Back Office',
        short_name: 'WMS',
        description: 'Warehouse floor and back office',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: BRAND,
        background_color: '#f8fafc',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // The label editor's ZPL worker (8 MB of WebAssembly) loads only when the editor opens.
        globIgnores: ['**/zpl-preview.worker-*.js'],
        maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
      },
      devOptions: { enabled: false, type: 'module' },
    }),
    // Brotli and gzip copies of every text file and the WebAssembly, served by the browser's
    // Accept-Encoding (server/http/static.ts): a first install downloads a third of the bytes.
    compression({
      include: /\.(js|mjs|css|html|svg|json|webmanifest|wasm|txt)$/,
      threshold: 1024,
      skipIfLargerOrEqual: true,
      algorithms: [
        defineAlgorithm('gzip', { level: 9 }),
        defineAlgorithm('brotliCompress', {
          params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 },
        }),
      ],
    }),
  ],
  build: {
    sourcemap: false,
    // The shell-size test reads which chunks the entry loads before any screen.
    manifest: true,
    /**
     * A lazy screen preloads its style sheets only; its JavaScript imports are found when the
     * screen's chunk is parsed. Listing every chunk of every screen in the entry cost about 4 KB
     * (gzip) of the first load, and the service worker precaches all chunks at install, so after
     * the first visit the browser finds them locally either way.
     */
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_url, deps) => deps.filter((dep) => dep.endsWith('.css')),
    },
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => !DECLARATION_ONLY.test(id) },
    },
  },
  server: {
    proxy: {
      '/api': { target: process.env.API_PROXY ?? 'http://127.0.0.1:8080', changeOrigin: false },
    },
  },
}));
