import { DateTime } from 'luxon'
import PurchaseRegisterEntry from '#models/purchase_register_entry'
import { tenancy } from '#services/tenancy/scopes'
import type { ListOptions } from '#services/list_query'
import type { Actor } from '#services/actor'

/**
 * `GET /api/purchase-register` and its export: the entries of the registers the caller sees (tenancy), by
 * store (`storeId`: a store's, a workshop's entity id) and period (`from`, `to`: days, both included), newest
 * first. The export reads the same rows.
 */
export function visibleEntries(actor: Actor) {
  return tenancy
    .purchaseRegister(PurchaseRegisterEntry.query(), actor)
    .leftJoin('organizations', 'organizations.id', 'purchase_register.organization_id')
    .leftJoin('purchase_register as corrected', 'corrected.id', 'purchase_register.corrects_entry_id')
    .select('purchase_register.*')
    .select('organizations.common_name as store_name', 'corrected.number as corrected_number')
}

export type EntryQuery = ReturnType<typeof visibleEntries>

const first = (value: string | string[]) => String(([] as string[]).concat(value)[0] ?? '').trim()
const day = (value: string | string[]) => {
  const date = DateTime.fromISO(first(value), { zone: 'utc' })
  return date.isValid ? date : null
}

export const REGISTER_LIST: ListOptions<EntryQuery> = {
  sortable: {
    recordedAt: 'purchase_register.recorded_at',
    number: 'purchase_register.number',
  },
  defaultSort: ['recordedAt', 'desc'],
  maxPageSize: 200,
  filters: {
    storeId: (query, value) => {
      const id = Number(first(value))
      query.where('purchase_register.organization_id', Number.isInteger(id) ? id : -1)
    },
    from: (query, value) => {
      const from = day(value)
      if (from) query.where('purchase_register.recorded_at', '>=', from.toFormat('yyyy-MM-dd 00:00:00'))
    },
    to: (query, value) => {
      const to = day(value)
      if (to) query.where('purchase_register.recorded_at', '<=', to.toFormat('yyyy-MM-dd 23:59:59'))
    },
  },
}

/**
 * `GET /api/purchase-register/filter-options`: the stores and workshops whose registers the caller sees, by
 * name, for the list's store filter. The account's own register has no organisation to filter on.
 */
export async function visibleStores(actor: Actor) {
  const rows = await tenancy
    .purchaseRegister(PurchaseRegisterEntry.query(), actor)
    .join('organizations', 'organizations.id', 'purchase_register.organization_id')
    .distinct('organizations.id', 'organizations.common_name')
    .orderBy('organizations.common_name')
    .pojo<{ id: number; common_name: string | null }>()
  return rows.map((row) => ({ id: Number(row.id), name: row.common_name ?? String(row.id) }))
}
