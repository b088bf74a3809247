import type { HttpContext } from '@adonisjs/core/http'
import type { Knex } from 'knex'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import db from '@adonisjs/lucid/services/db'
import Item from '#models/item'
import { tenancy } from '#services/tenancy/scopes'
import { paginateList, type ListOptions } from '#services/list_query'
import { plainRecords } from '#services/plain_records'
import { quarantineFacts } from '#services/buybacks/quarantine_facts'
import { keptItemTotal } from '#kept/counts'
import { QUARANTINE_STATUSES } from '#domain/statuses'

/** The quarantine list shows the items held and those released but not yet back in the workflow. */

/** The statuses a list asks for (a `status` filter keeps those of the quarantine), applied as one condition. */
function statusesOf(value: unknown) {
  if (value === undefined || value === '' || value === null) return [...QUARANTINE_STATUSES]
  return ([] as string[])
    .concat(value as string | string[])
    .filter((one) => (QUARANTINE_STATUSES as readonly string[]).includes(one))
}

/**
 * The items of the list that the caller's role sees, bare: counted without joins (every item has its
 * buy-back), and with one status condition, so that a single status walks its (status, updated_at) index.
 * A workshop role's workshops are read first and given as values: with `IN (subquery)` MariaDB
 * counted through the (status, updated_at) index and read each of the large seed's held items' rows; with the values it counts them in the (destination workshop, status) index alone.
 */
function quarantineItems(actor: HttpContext['actor'], workshopIds: number[] | null, statuses: string[]) {
  return tenancy.items(Item.query(), actor, workshopIds).whereIn('items.status', statuses)
}

type QuarantineQuery = ModelQueryBuilderContract<typeof Item, any>

/**
 * The item columns a row shows and its actions read (QuarantineRow), not `items.*`: reading and converting
 * the other twelve, three dates among them, was most of the page's cost.
 */
const ROW_COLUMNS = [
  'id',
  'buyback_id',
  'identification_number',
  'status',
  'name',
  'stock_id',
  'warehouse_id',
  'destination_warehouse_id',
  'ready_from',
].map((column) => `items.${column}`)

/**
 * The names the list shows beside each row, and the customer's address its label action depends on,
 * joined for the rows of the page only.
 */
function withNames(query: QuarantineQuery) {
  return query
    .join('buybacks', 'buybacks.id', 'items.buyback_id')
    .leftJoin('customers', 'customers.id', 'buybacks.customer_id')
    .leftJoin('stocks', 'stocks.id', 'items.stock_id')
    .leftJoin('organizations as workshops', 'workshops.id', 'items.warehouse_id')
    .select(ROW_COLUMNS)
    .select(
      'buybacks.identification_number as buyback_number',
      'customers.street as customer_street',
      'customers.zip_code as customer_zip_code',
      'customers.city as customer_city',
      'stocks.name as stock_name',
      'workshops.common_name as workshop_name'
    )
}

/** The item's buy-back matches: read by its key for each item, never by scanning the buy-backs. */
const buybackWhere = (
  q: { whereExists(callback: (sub: any) => void): unknown },
  apply: (buybacks: Knex.QueryBuilder) => void
) =>
  q.whereExists((sub: Knex.QueryBuilder) => {
    sub.from('buybacks').select(db.raw('1')).whereRaw('buybacks.id = items.buyback_id')
    apply(sub)
  })

/**
 * The list's sorts, search and filters. A workshop role's total, unsearched and unfiltered, is the sum of
 * the items kept per workshop and status (services/kept_counts.ts), not a count of its held items.
 */
const listOptions = (workshopIds: number[] | null, statuses: string[]): ListOptions<QuarantineQuery> => ({
  keptTotal: () => (workshopIds ? keptItemTotal(workshopIds, statuses) : null),
  sortable: { updatedAt: 'items.updated_at', identificationNumber: 'items.identification_number' },
  defaultSort: ['updatedAt', 'desc'],
  // The statuses listed, read by the controller (quarantineItems) and the kept total.
  params: ['status'],
  search: (q, text) =>
    q.where((group) => {
      buybackWhere(group, (buybacks) => buybacks.where('identification_number', 'like', `%${text}%`))
      group.orWhere('items.identification_number', 'like', `%${text}%`)
    }),
  filters: {
    buyback: (q, value) => {
      const text = String(value).trim()
      return q.where((sub) => {
        sub.whereIn('items.buyback_id', (numbered) =>
          numbered.from('buybacks').select('id').where('identification_number', text)
        )
        if (/^\d{1,9}$/.test(text)) sub.orWhere('items.buyback_id', Number(text))
      })
    },
  },
  planPage: (query) => {
    withNames(query)
  },
})

/** A page of `/buybacksQuarantine`: the rows the caller's role sees, and what each row shows besides. */
export async function quarantineList(ctx: HttpContext) {
  const workshopIds = await tenancy.ownWorkshopIds(ctx.actor)
  const statuses = statusesOf(ctx.request.input('status'))
  const query = quarantineItems(ctx.actor, workshopIds, statuses).pojo<Record<string, any>>()
  const rows = plainRecords(Item, await paginateList(ctx, query, listOptions(workshopIds, statuses)))
  return { rows, facts: await quarantineFacts(rows.map((row) => row.id)) }
}

/** One item the caller's role sees, for its quarantine actions; 404 otherwise. */
export const visibleItem = (actor: HttpContext['actor'], id: unknown) =>
  tenancy.items(Item.query(), actor).where('items.id', Number(id)).firstOrFail()
