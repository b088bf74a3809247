import { defineConfig } from 'vite'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { precompress } from '../tools/vite-precompress.mjs'

// The API serves the built storefront at '/', so assets are root-relative.
export default defineConfig({
  base: '/',
  plugins: [react(), precompress()],
  resolve: {
    // '@domain': the API's pure rules (bounds, identifiers, zip codes and their types), written once.
    alias: { '@': '/src', '@domain': fileURLToPath(new URL('../api/app/domain', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Every supported browser knows modulepreload: the polyfill would only add bytes to the first load.
    modulePreload: { polyfill: false },
  },
  server: {
    port: 5174,
    proxy: {
      '/api': 'http://localhost:3333',
    },
  },
  preview: {
    port: 4174,
    proxy: {
      '/api': 'http://localhost:3333',
    },
  },
})
