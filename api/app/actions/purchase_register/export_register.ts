import type { I18n } from '@adonisjs/i18n'
import type { Infer } from '@vinejs/vine/types'
import Organization from '#models/organization'
import BusinessError from '#exceptions/business_error'
import { applyListFilters } from '#services/list_query'
import { csvStyleOf } from '#services/csv/writer'
import { REGISTER_LIST, visibleEntries } from '#services/purchase_register/list'
import { presentEntry } from '#presenters/purchase_register'
import { registerCsv } from '#services/purchase_register/csv'
import { registerPdf } from '#services/documents/purchase_register'
import { tenancy } from '#services/tenancy/scopes'
import type { registerExportValidator } from '#validators/purchase_register'
import type { Actor } from '#services/actor'

/** A PDF is read by a person, a period at a time: beyond this many entries, the period is narrowed. */
export const PDF_MAX_ENTRIES = 5000

/**
 * The register's export (`GET /api/purchase-register/export`): the entries the list would show for the same
 * register and period, as CSV (the one writer, streamed) or as the PDF of the document service.
 */
export async function exportRegister(
  actor: Actor,
  filters: Infer<typeof registerExportValidator>,
  i18n: I18n
) {
  const query = applyListFilters(filters, visibleEntries(actor), REGISTER_LIST)
  const period = [filters.from, filters.to].filter(Boolean).join('_')
  const base = `${i18n.t('register.title')}${period ? ` ${period}` : ''}`
  if (filters.format === 'csv') {
    return {
      body: registerCsv(query, i18n, csvStyleOf(i18n.locale)),
      contentType: 'text/csv; charset=utf-8',
      fileName: `${base}.csv`,
    }
  }
  const entries = await query
    .clone()
    .orderBy('purchase_register.id', 'desc')
    .limit(PDF_MAX_ENTRIES + 1)
  if (entries.length > PDF_MAX_ENTRIES) {
    throw new BusinessError('register_pdf_too_long', 422, { max: PDF_MAX_ENTRIES })
  }
  const store = filters.storeId
    ? await tenancy
        .organizations(Organization.query(), actor)
        .where('organizations.id', filters.storeId)
        .first()
    : null
  const bytes = await registerPdf(
    {
      registerName: store?.commonName ?? i18n.t('register.all_stores'),
      from: filters.from ?? null,
      to: filters.to ?? null,
      entries: entries.map(presentEntry),
    },
    i18n
  )
  return { body: bytes, contentType: 'application/pdf', fileName: `${base}.pdf` }
}
