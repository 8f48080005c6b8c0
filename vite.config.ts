import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

const BRAND = '#1a4fb8';

/**
 * Modules of these folders only declare things (schemas, messages, components, the API
 * client): one that nothing uses is left out even where a barrel file re-exports it, so the
 * sign-in form does not pull in every schema of the contract.
 */
const DECLARATION_ONLY = /[\\/]src[\\/](contract|ui|api)[\\/]/;
const ZOD_SETUP = /[\\/]src[\\/]api[\\/]zod-config\.ts$/;

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

/** The signed-in bars' module: loaded with every signed-in screen, at the same moment. */
const BARS_MODULE = /[\\/]src[\\/]app[\\/]layout[\\/]SignedInBars\.tsx$/;

/**
 * Chunks a lazy screen's preload list leaves out, found before the lists are written: the
 * shell's (loaded before any screen) and the signed-in bars' (every screen is behind sign-in,
 * and the bars, with their own list, load alongside it).
 */
const loadedAnyway = { shell: new Set<string>(), bars: new Set<string>(), barsChunk: '' };
const findLoadedAnyway: Plugin = {
  name: 'wms-loaded-anyway',
  generateBundle: {
    order: 'pre',
    handler(_options, bundle) {
      const closure = (roots: string[]) => {
        const seen = new Set<string>();
        const visit = (file: string) => {
          const chunk = bundle[file];
          if (seen.has(file) || chunk?.type !== 'chunk') return;
          seen.add(file);
          chunk.imports.forEach(visit);
        };
        roots.forEach(visit);
        return seen;
      };
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      loadedAnyway.shell = closure(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
      loadedAnyway.barsChunk =
        chunks.find((c) => BARS_MODULE.test(c.facadeModuleId ?? ''))?.fileName ?? '';
      loadedAnyway.bars = closure(loadedAnyway.barsChunk ? [loadedAnyway.barsChunk] : []);
    },
  },
};

/** The signed-in routes' table (src/app/router.tsx adds it on the first navigation needing it). */
const SIGNED_IN_ROUTES = /[\\/]src[\\/]app[\\/]signed-in-routes\.tsx$/;

/** index.html preloads the signed-in routes' chunk beside the entry, not after it. */
const preloadSignedInRoutes: Plugin = {
  name: 'wms-preload-signed-in-routes',
  transformIndexHtml: {
    order: 'post',
    handler(_html, ctx) {
      const chunk = Object.values(ctx.bundle ?? {}).find(
        (c) => c.type === 'chunk' && SIGNED_IN_ROUTES.test(c.facadeModuleId ?? ''),
      );
      if (!chunk) return [];
      return [
        {
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
          injectTo: 'head',
        },
      ];
    },
  },
};

export default defineConfig(({ command }) => ({
  resolve: { alias: command === 'build' ? PRODUCTION_ALIASES : [] },
  plugins: [
    findLoadedAnyway,
    preloadSignedInRoutes,
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
     * index.html preloads the entry's chunks, and a lazy screen, as it is imported, preloads
     * every chunk it needs at once: no first visit waits on more than two levels of requests
     * (each a round trip on warehouse Wi-Fi). The lists cost a few KB (gzip) in the entry.
     */
    modulePreload: {
      polyfill: false,
      resolveDependencies: (url, deps, { hostType }) =>
        hostType === 'html'
          ? deps
          : deps.filter(
              (dep) =>
                dep === url ||
                !(
                  loadedAnyway.shell.has(dep) ||
                  (url !== loadedAnyway.barsChunk && loadedAnyway.bars.has(dep))
                ),
            ),
    },
    rolldownOptions: {
      treeshake: {
        // src/api/zod-config.ts is the one module there that acts when imported.
        moduleSideEffects: (id: string) => !DECLARATION_ONLY.test(id) || ZOD_SETUP.test(id),
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: process.env.API_PROXY ?? 'http://127.0.0.1:8080', changeOrigin: false },
    },
  },
}));
