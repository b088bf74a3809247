import db from '@adonisjs/lucid/services/db'
import ExportJob from '#models/export_job'
import { COLUMNS, type ColumnSpec } from '#services/catalogue_imports/columns'
import i18nManager from '@adonisjs/i18n/services/main'
import { RAW_STYLE, csvStyleOf, csvText, type CsvFormat } from '#services/csv/writer'
import { columnTitle } from '#services/catalogue_imports/column_texts'
import {
  categoryRecords,
  productRecords,
  questionRecords,
  type ExportRecord,
} from '#services/catalogue_exports/rows'
import type { CatalogueExportType } from '#domain/catalogue_exports'

export const RECORDS = {
  product: productRecords,
  category: categoryRecords,
  diagnostic_question: questionRecords,
}

/**
 * Where an export's file is kept (its random key, chosen when it was queued), or, for an export made before
 * keys were random, the key of that time; served only through its export's scoped route.
 */
export const exportFileKey = (job: ExportJob) =>
  job.fileKey ?? `catalogue-exports/${job.accountId}/${job.id}.csv`

export const valueOf = (record: ExportRecord, spec: ColumnSpec) => {
  const [head, tail] = spec.field.split('.')
  const value = record[head]
  return tail ? (value as Record<string, unknown> | null)?.[tail] : value
}

/**
 * How an export is written: for a person, in a language (readable headers, decimal comma and yes/no words
 * of the language), or raw, for machines (technical headers, 12.50, yes/no). The import reads both.
 */
export interface ExportStyle {
  language: string
  raw: boolean
}

/** The style an export job carries; a job queued before exports had a language is written raw, as then. */
export const exportStyleOf = (payload: Record<string, unknown>): ExportStyle =>
  typeof payload.language === 'string'
    ? { language: payload.language, raw: payload.raw === true }
    : { language: 'fr', raw: true }

/** The columns of a type's CSV: numbers (counts, euros) are written as numbers, every other cell as text. */
export const csvFormatOf = (type: CatalogueExportType, { language, raw }: ExportStyle): CsvFormat => {
  const i18n = i18nManager.locale(language)
  return {
    header: COLUMNS[type].map((spec) => (raw ? spec.name : columnTitle(spec, i18n))),
    numeric: COLUMNS[type].flatMap((spec, index) =>
      spec.kind === 'integer' || spec.kind === 'euros' ? [index] : []
    ),
    style: raw ? RAW_STYLE : csvStyleOf(language),
  }
}

/** The sample line of the template, from the columns' samples (prices given in euros). */
const sampleOf = (spec: ColumnSpec) =>
  spec.sample === undefined || spec.sample === ''
    ? ''
    : spec.kind === 'euros'
      ? Number(spec.sample).toFixed(2)
      : spec.sample

/**
 * The import template the wizard offers: the readable header of a type's CSV in the admin's language and
 * a sample line, written as an export in that language is (with its byte order mark), so that both name
 * the columns the import reads.
 */
export const csvTemplateOf = (type: CatalogueExportType, language: string) =>
  csvText(csvFormatOf(type, { language, raw: false }), [COLUMNS[type].map(sampleOf)])

/** The error a cancelled export keeps: the page shows it translated (errors.export_cancelled). */
export const EXPORT_CANCELLED = 'cancelled'

export const exportRow = (id: number) => db.from('export_jobs').where('id', id)

const PATHS = { product: 'products', category: 'categories', diagnostic_question: 'diagnostic-questions' }

export const exportPathOf = (type: string) => PATHS[type as CatalogueExportType]

export const exportUrl = (job: ExportJob) => `/api/${exportPathOf(job.type)}/exports/${job.id}/file`
