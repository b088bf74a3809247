import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import drive from '@adonisjs/drive/services/main'
import { errors } from '@vinejs/vine'
import type { HttpContext } from '@adonisjs/core/http'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import { BOUNDS } from '#domain/bounds'
import { IMPORT_LIMITS } from '#services/catalogue_imports/csv_reader'
import type { PublicFolder } from '#services/stored_files'

/**
 * Uploads of part 2 §5 (images, favicon, PDFs): the type is checked from the file's first bytes, not from
 * its name, the size against its limit, and the file is stored under a generated name. The returned URL is
 * served by GET /api/files/* with Content-Disposition and nosniff.
 */
export const UPLOAD_KINDS = {
  image: { types: ['jpg', 'png'], maxBytes: BOUNDS.imageBytes },
  favicon: { types: ['ico', 'png'], maxBytes: BOUNDS.faviconBytes },
  pdf: { types: ['pdf'], maxBytes: BOUNDS.pdfBytes },
} as const
export type UploadKind = keyof typeof UPLOAD_KINDS

/**
 * What one file may weigh on each route that takes files (start/routes/access.ts `takesFiles`): past it,
 * nothing more is written to disk and the route refuses the file.
 */
export const FILE_LIMITS = {
  image: BOUNDS.imageBytes,
  favicon: BOUNDS.faviconBytes,
  pdf: BOUNDS.pdfBytes,
  userImport: BOUNDS.userImport.maxBytes,
  catalogueImport: IMPORT_LIMITS.maxBytes,
} as const
export type FileLimit = keyof typeof FILE_LIMITS

const SIGNATURES: Record<string, number[]> = {
  jpg: [0xff, 0xd8, 0xff],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  ico: [0x00, 0x00, 0x01, 0x00],
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d],
}

/** The type a file's content really is, among the known ones. */
export function sniffType(bytes: Uint8Array): string | null {
  for (const [type, signature] of Object.entries(SIGNATURES)) {
    if (signature.every((byte, index) => bytes[index] === byte)) return type
  }
  return null
}

export type UploadProblem = { rule: 'fileType' | 'fileSize'; args: Record<string, string | number> }

/** Checks an uploaded file; returns the problem to report on the field, or the detected type. */
export async function checkUpload(
  file: MultipartFile,
  kind: UploadKind
): Promise<UploadProblem | { type: string }> {
  const { types, maxBytes } = UPLOAD_KINDS[kind]
  if (file.size > maxBytes) return { rule: 'fileSize', args: { max: Math.round(maxBytes / 1024) } }
  const bytes = file.tmpPath ? await readFile(file.tmpPath) : new Uint8Array()
  const type = sniffType(bytes)
  if (!type || !(types as readonly string[]).includes(type)) {
    return { rule: 'fileType', args: { types: types.map((one) => one.toUpperCase()).join(', ') } }
  }
  return { type }
}

/** Stores a checked file of a public folder under a generated name and returns its public URL. */
export async function storeUpload(file: MultipartFile, folder: PublicFolder, type: string) {
  return storePublicFile(await readFile(file.tmpPath!), folder, type)
}

/** What `storeUpload` writes, from the checked bytes (the demo's drawn pictures are stored this way). */
export async function storePublicFile(bytes: Uint8Array, folder: PublicFolder, type: string) {
  const key = `${folder}/${randomUUID()}.${type}`
  await drive.use().put(key, bytes)
  return `/api/files/${key}`
}

/**
 * The file of a multipart field, checked for its kind: answers 422 with the translated message on the
 * field when it is missing (and required), of another type or too large.
 */
export async function uploadedFile(
  ctx: HttpContext,
  field: string,
  kind: UploadKind,
  { required = false } = {}
) {
  const file = ctx.request.file(field)
  const fail = (rule: string, args: Record<string, string | number> = {}) => {
    throw new errors.E_VALIDATION_ERROR({ [field]: ctx.i18n.t(`validator.shared.messages.${rule}`, args) })
  }
  if (!file) return required ? fail('fileRequired') : null
  const checked = await checkUpload(file, kind)
  if ('rule' in checked) return fail(checked.rule, checked.args)
  return { file, type: checked.type }
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'

/** An URL answered by an image upload into `folder` (PNG or JPG under a generated name). */
export function isStoredImageUrl(folder: string, url: string) {
  return new RegExp(`^/api/files/${folder}/${UUID}\\.(png|jpg)$`).test(url)
}

export async function storedFileExists(url: string) {
  return drive.use().exists(url.replace(/^\/api\/files\//, ''))
}
