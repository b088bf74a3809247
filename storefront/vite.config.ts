import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { precompress } from '../tools/vite-precompress.mjs'

// The API serves the built storefront at '/', so assets are root-relative.
export default defineConfig({
  base: '/',
  plugins: [react(), precompress()],
  resolve: {
    alias: { '@': '/src' },
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
