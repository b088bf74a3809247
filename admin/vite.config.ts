import react from '@vitejs/plugin-react'
import { precompress } from '../tools/vite-precompress.mjs'
import { defineConfig } from 'vite'
import { fileURLToPath } from 'node:url'

// The charts and what only they use (d3, …) load with the statistics screen, not with every first page: the
// vendor groups below leave them to the lazy chunk that imports them.
const CHARTS_ONLY =
  /node_modules[\\/](@mui[\\/]x-[^\\/]+|d3-[^\\/]+|internmap|flatqueue|bezier-easing|reselect|use-sync-external-store)[\\/]/

// Vendor groups change rarely: separate chunks stay cached across releases of the back office.
const vendorGroups = [
  {
    name: 'vendor-react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
    priority: 30,
  },
  {
    name: 'vendor-mui',
    test: (id: string) => /node_modules[\\/](@mui|@emotion)[\\/]/.test(id) && !CHARTS_ONLY.test(id),
    priority: 20,
  },
  {
    name: 'vendor-react-admin',
    test: (id: string) => /node_modules[\\/]/.test(id) && !CHARTS_ONLY.test(id),
    priority: 10,
  },
]

// Served by the API under /admin in production; in development Vite proxies the API calls.
export default defineConfig({
  base: '/admin/',
  plugins: [react(), precompress()],
  // The API's pure rules (bounds, identifiers, statuses and their types), written once: api/app/domain.
  resolve: { alias: { '@domain': fileURLToPath(new URL('../api/app/domain', import.meta.url)) } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: { groups: vendorGroups } } },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3333', changeOrigin: true } },
  },
})
