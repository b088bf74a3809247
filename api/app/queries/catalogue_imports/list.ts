import Import from '#models/import'
import BusinessError from '#exceptions/business_error'
import { IMPORT_DATA_TYPES } from '#validators/catalogue_import'

const PER_PAGE = 20

/** The catalogue imports into an account, of the types the wizard offers. */
const importsInto = (accountId: number) =>
  Import.query()
    .where('destination_account_id', accountId)
    .whereIn('data_type', [...IMPORT_DATA_TYPES])

/** A page of an account's catalogue imports, the latest first. */
export const importPage = (accountId: number, page: number) =>
  importsInto(accountId).orderBy('created_at', 'desc').orderBy('id', 'desc').paginate(page, PER_PAGE)

/** One catalogue import into the account; 404 `not_found` otherwise. */
export async function importOf(accountId: number, id: unknown) {
  const record = await importsInto(accountId)
    .where('id', Number(id) || 0)
    .first()
  if (!record) throw new BusinessError('not_found', 404)
  return record
}
