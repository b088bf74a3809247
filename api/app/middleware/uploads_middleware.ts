import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import limiter from '@adonisjs/limiter/services/main'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import BusinessError from '#exceptions/business_error'
import { FILE_LIMITS, type FileLimit } from '#services/uploads'
import { apiPath, settings } from '#config/settings'

/** Where the files of the request being answered wait; each is removed when its request ends. */
export const UPLOADS_FOLDER = apiPath(settings.uploadsFolder)

/** A file past its route's limit is still read to tell its true size, this much further at most. */
const READ_PAST_LIMIT = 1024 * 1024

/** Writes at most `max` bytes of a stream and drops the rest. */
function firstBytes(max: number) {
  let seen = 0
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const room = max - seen
      seen += chunk.length
      done(null, room > 0 ? chunk.subarray(0, room) : undefined)
    },
  })
}

/**
 * A route's file limit, or another one for some values of one of its parameters (the design's favicon:
 * `{ image: { favicon: 'favicon' } }`).
 */
export type UploadsOptions = {
  limit: FileLimit
  byParam?: Record<string, Record<string, FileLimit>>
}

function limitOf(ctx: HttpContext, { limit, byParam = {} }: UploadsOptions): FileLimit {
  for (const [param, limits] of Object.entries(byParam)) {
    const value = ctx.params[param]
    if (typeof value === 'string' && Object.hasOwn(limits, value)) return limits[value]
  }
  return limit
}

/**
 * The multipart body of a route that takes files (start/routes/access.ts `takesFiles`), read after its
 * access check (config/bodyparser.ts processes no multipart body by itself): at most UPLOADS_PER_MINUTE
 * uploads per caller, each file written up to its route's limit (its true size is still counted, so that
 * the route answers its translated "too large" message), every file written removed when the request
 * ends, whatever its outcome.
 */
export default class UploadsMiddleware {
  async handle(ctx: HttpContext, next: NextFn, { limit, byParam }: UploadsOptions) {
    const multipart = ctx.request.multipart
    if (!multipart || multipart.state !== 'idle') return next()

    const perCaller = limiter.use({ requests: settings.uploadsPerMinute, duration: '1 min' })
    const key = `uploads_${ctx.actor.user.id}`
    if (!(await perCaller.attempt(key, () => true))) {
      const seconds = await perCaller.availableIn(key)
      throw new BusinessError('too_many_uploads', 429, {}, { 'Retry-After': String(seconds) })
    }

    const maxBytes = FILE_LIMITS[limitOf(ctx, { limit, byParam })]
    const written: string[] = []
    try {
      await mkdir(UPLOADS_FOLDER, { recursive: true })
      multipart.onFile('*', { deferValidations: true }, async (part, reporter) => {
        const tmpPath = join(UPLOADS_FOLDER, randomUUID())
        written.push(tmpPath)
        part.pause()
        part.on('data', reporter)
        await pipeline(part, firstBytes(maxBytes + 1), createWriteStream(tmpPath))
        return { tmpPath }
      })
      await multipart.process({ limit: maxBytes + READ_PAST_LIMIT })
      return await next()
    } finally {
      await Promise.all(written.map((path) => rm(path, { force: true })))
    }
  }
}
