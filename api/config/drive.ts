import { defineConfig, services } from '@adonisjs/drive'
import type { S3DriverOptions } from 'flydrive/drivers/s3/types'
import { apiPath, settings } from '#config/settings'

/** The S3 driver's options from the S3_* settings (also used by the tests against s3rver). */
export function s3Options(s3: typeof settings.drive.s3): S3DriverOptions {
  return {
    bucket: s3.bucket,
    region: s3.region,
    // An S3-compatible service (MinIO, s3rver, …) often reads no `aws-chunked` body with a trailing
    // checksum, which the SDK sends by default for streams: checksums only where the operation needs one.
    ...(s3.endpoint
      ? {
          endpoint: s3.endpoint,
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        }
      : {}),
    forcePathStyle: s3.forcePathStyle,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    // Private: the bucket serves nothing itself; the API reads and streams every file.
    visibility: 'private',
  }
}

/**
 * Uploaded files (images, PDFs, exports): the local disk (`fs`) by default, or an S3-compatible bucket
 * (`s3`, DRIVE_DISK=s3) when several API instances share the files (README "Running several instances").
 * Both services are always defined (the tests use `s3` against s3rver); DRIVE_DISK picks the default
 * that `drive.use()` returns. Files are served by the API itself (start/routes/files.ts), never by the
 * driver, so that every response carries Content-Disposition and nosniff.
 */
const driveConfig = defineConfig({
  default: settings.drive.disk,
  services: {
    fs: services.fs({
      location: apiPath(settings.storageRoot),
      serveFiles: false,
      visibility: 'public',
    }),
    s3: services.s3(s3Options(settings.drive.s3)),
  },
})

export default driveConfig

declare module '@adonisjs/drive/types' {
  export interface DriveDisks extends InferDriveDisks<typeof driveConfig> {}
}
