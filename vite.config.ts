import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const BRAND = '#1a4fb8';

/**
 * Code split by what loads together: the framework, the UI kit, zod and friends, the shared
 * shell code every area uses, and the rich-text editor (loaded only when help is edited).
 */
const CHUNKS: { name: string; test: RegExp }[] = [
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/,
  },
  {
    name: 'editor',
    test: /node_modules[\\/](@tiptap|prosemirror-[^\\/]+|orderedmap|rope-sequence|w3c-keyname|linkifyjs|markdown-it|@types\/markdown-it)[\\/]/,
  },
  {
    name: 'ui',
    test: /node_modules[\\/](@headlessui|@floating-ui|@react-aria|@tanstack|tabbable|use-sync-external-store)[\\/]/,
  },
  { name: 'data', test: /node_modules[\\/](zod|dexie|dexie-react-hooks|dayjs)[\\/]/ },
  {
    name: 'shell',
    test: /src[\\/](api|contract|offline|ui[\\/](?!help[\\/](HelpDialog|HelpEditor|sanitize|help-api)))/,
  },
];

export default defineConfig({
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
        maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
      },
      devOptions: { enabled: false, type: 'module' },
    }),
  ],
  build: {
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: CHUNKS.map((chunk) => ({ name: chunk.name, test: chunk.test })),
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: process.env.API_PROXY ?? 'http://127.0.0.1:8080', changeOrigin: false },
    },
  },
});
