/** The part of s3rver (no types of its own) the tests use: an S3 service on loopback for the `s3` disk. */
declare module 's3rver' {
  import type { IncomingMessage, Server, ServerResponse } from 'node:http'

  interface S3rverOptions {
    address?: string
    port?: number
    silent?: boolean
    directory: string
    resetOnClose?: boolean
    configureBuckets?: { name: string; configs: (string | Buffer)[] }[]
  }

  export default class S3rver {
    constructor(options: S3rverOptions)
    run(): Promise<ReturnType<Server['address']>>
    close(): Promise<void>
    callback(): (request: IncomingMessage, response: ServerResponse) => void
  }
}
