import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// Served by the API under /admin in production; in development Vite proxies the API calls.
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3333', changeOrigin: true } },
  },
})
