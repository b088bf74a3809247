import { defineConfig, services } from '@adonisjs/drive'
import { apiPath, settings } from '#config/settings'

/**
 * Uploaded files (images, PDFs, exports): the local disk by default; an S3-compatible service can be
 * added here for production. Files are served by the API itself (start/routes/files.ts), never by the
 * driver, so that every response carries Content-Disposition and nosniff.
 */
const driveConfig = defineConfig({
  default: 'fs',
  services: {
    fs: services.fs({
      location: apiPath(settings.storageRoot),
      serveFiles: false,
      visibility: 'public',
    }),
  },
})

export default driveConfig

declare module '@adonisjs/drive/types' {
  export interface DriveDisks extends InferDriveDisks<typeof driveConfig> {}
}
