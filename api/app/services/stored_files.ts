import { randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { extname, join } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import drive from '@adonisjs/drive/services/main'
import { FSDriver } from 'flydrive/drivers/fs'
import encryption from '@adonisjs/core/services/encryption'
import { decrypt } from '#services/app_keys'
import type { HttpContext } from '@adonisjs/core/http'
import BusinessError from '#exceptions/business_error'

/**
 * Stored files (DESIGN.md §7). Only the public assets are served to anyone, by `GET /api/files/*`, and only
 * from their own folders: the white-label logo and favicon (`design`, design_controller), catalogue images
 * (`categories`, `products`), home-page images (`home`) and the legal documents meant for customers
 * (`legal`, settings_controller). Every other file belongs to a record and is read through the record's
 * route and its checks, or through a signed link that route hands out; its key is random
 * (`privateFileKey`), never the row id.
 */
export const PUBLIC_FOLDERS = {
  design: ['png', 'jpg', 'ico'],
  categories: ['png', 'jpg'],
  products: ['png', 'jpg'],
  home: ['png', 'jpg'],
  legal: ['pdf'],
} as const satisfies Record<string, readonly string[]>
export type PublicFolder = keyof typeof PUBLIC_FOLDERS

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  ico: 'image/x-icon',
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
}

/** The key a private file is written under: `<folder>/<random UUID>.<extension>`. */
export const privateFileKey = (folder: string, extension: string) => `${folder}/${randomUUID()}.${extension}`

/** The key a public URL path names (`folder/name.ext`), when it is a public asset; else null. */
export function publicFileKey(segments: string[]) {
  const [folder, name, ...rest] = segments
  const types: readonly string[] | undefined = PUBLIC_FOLDERS[folder as PublicFolder]
  if (!types || !name || rest.length || !/^[\w-]+\.\w+$/.test(name)) return null
  return types.includes(extname(name).slice(1).toLowerCase()) ? `${folder}/${name}` : null
}

/**
 * Writes a stream of unknown length (an export being made, an uploaded CSV) to the default disk. On the
 * local disk it is piped straight in; on a bucket (DRIVE_DISK=s3) it is first spooled to a temporary file,
 * since S3's PutObject needs the length up front (a stream without one is refused by the service).
 */
export async function putFileStream(key: string, contents: Readable) {
  const disk = drive.use()
  if (disk instanceof FSDriver) return disk.putStream(key, contents)
  const folder = await mkdtemp(join(tmpdir(), 'reprise-spool-'))
  try {
    const path = join(folder, 'file')
    await pipeline(contents, createWriteStream(path, { mode: 0o600 }))
    const { size } = await stat(path)
    await disk.putStream(key, createReadStream(path), { contentLength: size })
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

/** A stored file of a known type, as a stream; 404 `not_found` when it is not there. */
export async function storedFile(key: string) {
  const contentType = CONTENT_TYPES[extname(key).slice(1).toLowerCase()]
  if (!contentType || key.includes('..') || !(await drive.use().exists(key))) {
    throw new BusinessError('not_found', 404)
  }
  return { body: await drive.use().getStream(key), contentType }
}

export interface FileAnswer {
  body: Buffer | Readable
  contentType: string
  fileName: string
  /** Shown by the browser (images, PDFs) rather than saved. */
  inline?: boolean
  /** Public assets may be kept by any cache; everything else is never stored. */
  cache?: 'public' | 'private'
}

/** `attachment; filename="…"` for a plain name; the UTF-8 form (RFC 6266) for any other. */
function disposition(kind: 'inline' | 'attachment', fileName: string) {
  if (/^[\w.-]+$/.test(fileName)) return `${kind}; filename="${fileName}"`
  return `${kind}; filename*=UTF-8''${encodeURIComponent(fileName)}`
}

/**
 * The one way a file leaves the API: its declared type, never sniffed by the browser, a Content-Disposition,
 * and no caching of private files.
 */
export function sendFile(response: HttpContext['response'], file: FileAnswer) {
  response.header('Content-Type', file.contentType)
  response.header('X-Content-Type-Options', 'nosniff')
  response.header('Content-Disposition', disposition(file.inline ? 'inline' : 'attachment', file.fileName))
  response.header('Cache-Control', file.cache === 'public' ? 'public, max-age=86400' : 'private, no-store')
  return file.body instanceof Readable ? response.stream(file.body) : response.send(file.body)
}

/** How long a signed link to a private file works: minutes, for the browser that asked for it. */
export const FILE_LINK_SECONDS = 300
const PURPOSE = 'stored-file'

interface SignedFile {
  key: string
  name: string
}

/**
 * A plain link to a private file, for a browser that cannot send its token (a large download saved by
 * the browser itself): made by the record's route after its checks, it names the file (encrypted with
 * the application key, so the key stays unseen) and stops working after `FILE_LINK_SECONDS`.
 */
export function signedFileLink(key: string, fileName: string, lifetimeMs = FILE_LINK_SECONDS * 1000) {
  // Never 0: the encryption would read it as "no expiry".
  const expiresIn = Math.max(1, lifetimeMs)
  const token = encryption.encrypt({ key, name: fileName } satisfies SignedFile, expiresIn, PURPOSE)
  return { url: `/api/signed-files/${token}`, expiresAt: new Date(Date.now() + expiresIn).toISOString() }
}

/** The file a signed link names while it is valid; 404 `not_found` once expired or altered. */
export async function signedFile(token: string) {
  const signed = decrypt<SignedFile>(token, PURPOSE)
  if (!signed || typeof signed.key !== 'string' || typeof signed.name !== 'string') {
    throw new BusinessError('not_found', 404)
  }
  return { ...(await storedFile(signed.key)), fileName: signed.name }
}
