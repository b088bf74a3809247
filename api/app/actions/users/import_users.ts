import { readFile } from 'node:fs/promises'
import { DateTime } from 'luxon'
import { parse } from 'csv-parse/sync'
import { errors as vineErrors } from '@vinejs/vine'
import type { I18n } from '@adonisjs/i18n'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import Import, { type ImportReport } from '#models/import'
import Organization from '#models/organization'
import User from '#models/user'
import BusinessError from '#exceptions/business_error'
import type { Actor } from '#services/actor'
import { tenancy } from '#services/tenancy/scopes'
import { createUserValidator, updateUserValidator } from '#validators/user'
import { IndexedFieldErrorsReporter } from '#services/indexed_field_errors_reporter'
import { createUser } from '#actions/users/create_user'
import { updateUser } from '#actions/users/update_user'
import { BOUNDS } from '#domain/bounds'

/**
 * The CSV batch import of users (part 1 §2 `/users/import`). One line is one user, found by e-mail among the
 * users the caller sees (updated) or new (created). Each line goes through the same validator and action as
 * the user form, in its own transaction: a refused line changes nothing and never leaves half a user. The
 * import and its report are kept in `imports` (data type `users`).
 *
 * Columns (header row, any order, `;` or `,` separated): email, firstname, lastname, status, modules,
 * force_sso, password. `modules` lists `module:role:entity` separated by `|`, the entity given by its
 * external id or its id. On an update an empty cell leaves the field as it is.
 */
export const USER_IMPORT_COLUMNS = [
  'email',
  'firstname',
  'lastname',
  'status',
  'modules',
  'force_sso',
  'password',
] as const
type Column = (typeof USER_IMPORT_COLUMNS)[number]
type Row = Partial<Record<Column, string>>

export interface UserImportReport extends ImportReport {
  ignoredColumns: string[]
}

const TRUE = new Set(['1', 'yes', 'true', 'oui', 'ja', 'y', 'o'])
const FALSE = new Set(['0', 'no', 'false', 'non', 'nee', 'nein', 'n'])

/** The file's text: UTF-8 (a BOM allowed), no binary content, within the size and line limits. */
async function readCsv(file: MultipartFile, i18n: I18n) {
  const fail = (rule: string, args: Record<string, number> = {}) => {
    throw new vineErrors.E_VALIDATION_ERROR({ file: i18n.t(`validator.shared.messages.${rule}`, args) })
  }
  if (file.size > BOUNDS.userImport.maxBytes) {
    fail('fileSize', { max: Math.round(BOUNDS.userImport.maxBytes / 1024) })
  }
  const bytes = await readFile(file.tmpPath!)
  let text = ''
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    fail('csvNotText')
  }
  if (text.includes('\0')) fail('csvNotText')
  const header = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? ''
  const delimiter = (header.match(/;/g)?.length ?? 0) >= (header.match(/,/g)?.length ?? 0) ? ';' : ','
  let records: { record: string[]; info: { lines: number } }[] = []
  try {
    records = parse(text, {
      bom: true,
      delimiter,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as typeof records
  } catch {
    fail('csvMalformed')
  }
  const [head, ...lines] = records
  const names = (head?.record ?? []).map((name) => name.toLowerCase().replace(/[\s-]+/g, '_'))
  if (!names.includes('email')) fail('csvEmailColumn')
  if (lines.length === 0) fail('csvEmpty')
  if (lines.length > BOUNDS.userImport.maxLines) fail('csvTooManyLines', { max: BOUNDS.userImport.maxLines })
  const known = new Set<string>(USER_IMPORT_COLUMNS)
  const rows = lines.map(({ record, info }) => {
    const row: Row = {}
    names.forEach((name, index) => {
      if (known.has(name) && record[index]) row[name as Column] = record[index]
    })
    return { line: info.lines, row }
  })
  return { rows, ignoredColumns: (head?.record ?? []).filter((_, index) => !known.has(names[index])) }
}

class LineRefused extends Error {}

/** `tim:store_seller:STORE-12|rps:warehouse_operator:12` → module rows, entities found in the account. */
async function parseModules(cell: string, accountId: number, i18n: I18n) {
  const choices = []
  for (const part of cell
    .split('|')
    .map((one) => one.trim())
    .filter(Boolean)) {
    const [module, role, entity] = part.split(':').map((one) => one.trim())
    if (!module || !role) throw new LineRefused(i18n.t('validator.shared.messages.csvModuleFormat'))
    let organizationId: number | null = null
    if (entity) {
      const query = Organization.query().where('account_id', accountId)
      query.where((where) => {
        where.where('external_id', entity)
        if (/^\d+$/.test(entity)) where.orWhere('id', Number(entity))
      })
      const found = await query.first()
      if (!found) throw new LineRefused(i18n.t('validator.shared.messages.csvEntityUnknown', { entity }))
      organizationId = found.id
    }
    choices.push({ module, role, organizationId })
  }
  return choices
}

function parseBoolean(cell: string | undefined, i18n: I18n) {
  if (cell === undefined) return undefined
  const value = cell.toLowerCase()
  if (TRUE.has(value)) return true
  if (FALSE.has(value)) return false
  throw new LineRefused(i18n.t('validator.shared.messages.csvBoolean', { value: cell }))
}

/** Field messages of a refused line, as one sentence for the report. */
function reasonOf(error: unknown, i18n: I18n): string {
  if (error instanceof LineRefused) return error.message
  if (error instanceof vineErrors.E_VALIDATION_ERROR) {
    return Object.values(error.messages as Record<string, string>).join(' ')
  }
  if (error instanceof BusinessError) return i18n.t(`errors.${error.code}`, error.params)
  throw error
}

/** One line: created, updated, or refused with its reason; in its own transaction (inside the actions). */
async function importLine(actor: Actor, row: Row, i18n: I18n): Promise<'inserted' | 'updated'> {
  const existing = row.email
    ? await tenancy.users(User.query(), actor).where('users.email', row.email).preload('modules').first()
    : null
  const accountId = existing?.accountId ?? actor.accountId
  const data = {
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    status: row.status?.toLowerCase(),
    passwordMode: existing || row.password ? 'password' : 'invitation',
    password: row.password,
    passwordConfirmation: row.password,
    forceConnectionBySso: parseBoolean(row.force_sso, i18n),
    modules: row.modules ? await parseModules(row.modules, accountId, i18n) : undefined,
  }
  const options = {
    messagesProvider: i18n.createMessagesProvider(),
    errorReporter: () => new IndexedFieldErrorsReporter(),
  }
  if (existing) {
    const fields = await updateUserValidator(existing.id).validate(data, options)
    await updateUser(actor, existing, fields, i18n)
    return 'updated'
  }
  const fields = await createUserValidator.validate(data, options)
  await createUser(actor, accountId, fields, i18n)
  return 'inserted'
}

/** Imports the file line by line and keeps the import with its report. */
export async function importUsers(actor: Actor, file: MultipartFile, i18n: I18n) {
  const { rows, ignoredColumns } = await readCsv(file, i18n)
  const record = await Import.create({
    destinationAccountId: actor.accountId,
    createdById: actor.user.id,
    origin: 'upload',
    dataType: 'users',
    strategy: 'upsert',
    status: 'in_progress',
    content: file.clientName.slice(0, 255),
    startedAt: DateTime.now(),
  })
  const report: UserImportReport = {
    linesCount: { found: rows.length, inserted: 0, updated: 0, ignored: 0 },
    ignoredLines: [],
    ignoredColumns,
  }
  const seen = new Set<string>()
  for (const { line, row } of rows) {
    const email = row.email?.toLowerCase()
    try {
      if (email && seen.has(email)) {
        throw new LineRefused(i18n.t('validator.shared.messages.csvDuplicateEmail'))
      }
      if (email) seen.add(email)
      report.linesCount[await importLine(actor, row, i18n)]++
    } catch (error) {
      report.linesCount.ignored++
      report.ignoredLines.push({ line, email: row.email ?? '', reason: reasonOf(error, i18n) })
    }
  }
  const done = report.linesCount.inserted + report.linesCount.updated
  record.merge({
    report,
    status: report.linesCount.ignored === 0 ? 'success' : done > 0 ? 'success_with_ignored' : 'error',
    endedAt: DateTime.now(),
  })
  await record.save()
  return { id: record.id, status: record.status, ...report }
}
