import type { Plugin } from 'vite'

/** See vite-precompress.mjs: Brotli and gzip copies of the build's text files. */
export function precompress(): Plugin
