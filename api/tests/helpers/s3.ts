import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import drive from '@adonisjs/drive/services/main'
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3'
import { S3Driver } from 'flydrive/drivers/s3'
import S3rver from 's3rver'
import { s3Options } from '#config/drive'
import { settings } from '#config/settings'

const BUCKET = 'reprise-test'

/**
 * An S3 service of the test's own: s3rver on loopback (a random free port, a temporary folder, the bucket
 * created, uploads without a length refused as S3 refuses them), and `drive.use()` answering with the `s3` driver built from the same options as
 * config/drive.ts (DRIVE_DISK=s3) until `stop()` puts the configured default back.
 */
export async function useS3Disk() {
  const directory = await mkdtemp(join(tmpdir(), 'reprise-s3rver-'))
  const s3rver = new S3rver({ silent: true, directory })
  const handle = s3rver.callback()
  // As S3 does (and s3rver does not): an upload without its length is refused, 411 MissingContentLength.
  const server = createServer((request, response) => {
    if (request.method === 'PUT' && !request.headers['content-length']) {
      response.writeHead(411, { 'Content-Type': 'application/xml' })
      response.end(
        '<?xml version="1.0" encoding="UTF-8"?><Error><Code>MissingContentLength</Code>' +
          '<Message>You must provide the Content-Length HTTP header.</Message></Error>'
      )
      return
    }
    handle(request, response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const options = s3Options({
    ...settings.drive.s3,
    bucket: BUCKET,
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  })
  const client = new S3Client(options)
  await client.send(new CreateBucketCommand({ Bucket: BUCKET }))
  client.destroy()
  const disk = new S3Driver(options)
  const original = drive.use
  drive.use = ((name?: string) =>
    name && name !== 's3' ? original.call(drive, name as 'fs') : disk) as typeof drive.use
  return {
    disk,
    /** Puts the configured disk back, stops s3rver and removes its folder. */
    async stop() {
      drive.use = original
      await new Promise((resolve) => server.close(resolve))
      await rm(directory, { recursive: true, force: true })
    },
  }
}
