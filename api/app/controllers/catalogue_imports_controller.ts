import { createReadStream } from 'node:fs'
import { errors } from '@vinejs/vine'
import type { HttpContext } from '@adonisjs/core/http'
import BusinessError from '#exceptions/business_error'
import { callerAccount } from '#services/catalogue_imports/access'
import { IMPORT_LIMITS } from '#services/catalogue_imports/csv_reader'
import { presentImports } from '#presenters/catalogue_import'
import { queueCatalogueImport } from '#actions/catalogue_imports/queue_catalogue_import'
import { checkCatalogueImport } from '#actions/catalogue_imports/check_import'
import { csvTemplateOf } from '#services/catalogue_exports/export_catalogue'
import { COLUMNS } from '#services/catalogue_imports/columns'
import { columnHelp } from '#services/catalogue_imports/column_texts'
import {
  IMPORT_DATA_TYPES,
  catalogueImportValidator,
  importListValidator,
} from '#validators/catalogue_import'
import { importOf, importPage } from '#queries/catalogue_imports/list'

/** The CSV of the `file` field: 422 on the field when missing, not a CSV or too large. */
function csvFile({ request, i18n }: HttpContext) {
  const file = request.file('file')
  const fail = (rule: string, args: Record<string, string | number> = {}): never => {
    throw new errors.E_VALIDATION_ERROR({ file: i18n.t(`validator.shared.messages.${rule}`, args) })
  }
  if (!file?.tmpPath) return fail('fileRequired')
  if (file.size > IMPORT_LIMITS.maxBytes) fail('fileSize', { max: IMPORT_LIMITS.maxBytes / 1024 })
  if (!/\.(csv|txt)$/i.test(file.clientName)) fail('fileType', { types: 'CSV' })
  return { path: file.tmpPath, name: file.clientName }
}

function dataTypeOf(value: string) {
  const dataType = value as (typeof IMPORT_DATA_TYPES)[number]
  if (!IMPORT_DATA_TYPES.includes(dataType)) throw new BusinessError('not_found', 404)
  return dataType
}

/** Catalogue imports of an account (part 1 §2 "Catalogue imports", part 2 §7): list, load step, import. */
export default class CatalogueImportsController {
  /**
   * GET /api/imports/templates/{dataType}: the CSV the import reads, its readable header and a sample line
   * in the caller's language.
   */
  async template({ params, response, i18n }: HttpContext) {
    const dataType = dataTypeOf(params.dataType)
    response.header('Content-Type', 'text/csv; charset=utf-8')
    response.header('Content-Disposition', `attachment; filename="${dataType}-import-template.csv"`)
    return csvTemplateOf(dataType, i18n.locale)
  }

  /** GET /api/imports/templates/{dataType}/columns: what each column of the template holds. */
  async columns({ params, i18n }: HttpContext) {
    const dataType = dataTypeOf(params.dataType)
    return { results: COLUMNS[dataType].map((spec) => columnHelp(spec, dataType, i18n)) }
  }

  async index(ctx: HttpContext) {
    const accountId = await callerAccount(ctx.actor, ctx.params.accountId)
    const { page = 1 } = await ctx.request.validateUsing(importListValidator, { data: ctx.request.qs() })
    const result = await importPage(accountId, page)
    return {
      results: await presentImports(result.all()),
      pagination: { page, total: result.total, total_pages: result.lastPage },
    }
  }

  async show(ctx: HttpContext) {
    const accountId = await callerAccount(ctx.actor, ctx.params.accountId)
    return (await presentImports([await importOf(accountId, ctx.params.id)]))[0]
  }

  /** The load step: checks every line, writes nothing. */
  async check(ctx: HttpContext) {
    const accountId = await callerAccount(ctx.actor, ctx.params.accountId)
    const { dataType, strategy } = await ctx.request.validateUsing(catalogueImportValidator)
    const file = csvFile(ctx)
    return checkCatalogueImport(
      { accountId, dataType, strategy, csv: () => createReadStream(file.path) },
      ctx.i18n
    )
  }

  /** Queues the import of the file; the wizard then polls `show` for its progress. */
  async store(ctx: HttpContext) {
    const accountId = await callerAccount(ctx.actor, ctx.params.accountId)
    const { dataType, strategy } = await ctx.request.validateUsing(catalogueImportValidator)
    const file = csvFile(ctx)
    const record = await queueCatalogueImport({
      destinationAccountId: accountId,
      sourceAccountId: ctx.actor.accountId === accountId ? null : ctx.actor.accountId,
      createdById: ctx.actor.user.id,
      origin: 'upload',
      dataType,
      strategy,
      csv: createReadStream(file.path),
      fileName: file.name,
      locale: ctx.i18n.locale,
    })
    ctx.response.status(202)
    return (await presentImports([record]))[0]
  }
}
