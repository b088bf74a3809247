import type { HttpContext } from '@adonisjs/core/http'
import type { Knex } from 'knex'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import db from '@adonisjs/lucid/services/db'
import Item from '#models/item'
import { tenancy } from '#services/tenancy/scopes'
import { paginateList, type ListOptions } from '#services/list_query'
import { plainRecords } from '#services/plain_records'
import { releaseValidator } from '#validators/quarantine'
import { quarantineActionsOf } from '#services/buybacks/quarantine_actions'
import { quarantineFacts, type QuarantineFacts } from '#services/buybacks/quarantine_facts'
import {
  itemReturnLabel,
  queueQuarantineMail,
  releaseFromQuarantine,
  releaseStocks,
} from '#actions/quarantine/quarantine'
import { sendFile } from '#services/stored_files'
import { keptItemTotal } from '#services/kept_counts'

/** The quarantine list shows the items held and those released but not yet back in the workflow. */
export const QUARANTINE_STATUSES = ['item_in_quarantine', 'item_to_reintegrate_to_stock'] as const

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

/**
 * `/buybacksQuarantine` (part 1 §2): the items a workshop holds in quarantine, filtered by buy-back and
 * status; release with confirmation to another stock from a ready-from date, the return label, and the
 * quarantine mail sent again. Each row lists the actions the caller may take on it (`actions`), which the
 * screen shows as its only buttons.
 */
export default class QuarantineController {
  async index(ctx: HttpContext) {
    const workshopIds = await tenancy.ownWorkshopIds(ctx.actor)
    const statuses = statusesOf(ctx.request.input('status'))
    const query = quarantineItems(ctx.actor, workshopIds, statuses).pojo<Record<string, any>>()
    const rows = plainRecords(Item, await paginateList(ctx, query, listOptions(workshopIds, statuses)))
    const facts = await quarantineFacts(rows.map((row) => row.id))
    const actionsOf = quarantineActionsOf(ctx.actor)
    const reasonOf = ({ reason }: QuarantineFacts) =>
      reason === undefined ? null : (ctx.i18n.t(`verification.quarantine_reasons.${reason}`) as string)
    return Promise.all(
      rows.map(async ({ $extras: names, ...row }) => {
        const fact = facts.get(row.id)!
        return {
          id: row.id,
          identificationNumber: row.identificationNumber,
          status: row.status,
          name: row.name,
          buyback: { id: row.buybackId, identificationNumber: names.buyback_number },
          stock: row.stockId ? { id: row.stockId, name: names.stock_name } : null,
          workshop: row.warehouseId ? { id: row.warehouseId, name: names.workshop_name } : null,
          quarantinedAt: fact.quarantined?.at ?? null,
          reason: [reasonOf(fact), fact.quarantined?.comment].filter(Boolean).join(' — ') || null,
          readyFrom: row.readyFrom?.toISODate() ?? null,
          actions: await actionsOf({
            ...row,
            labelBooked: fact.labelBooked ?? false,
            // Left joined: a buy-back without a customer reads as an address without its fields.
            customer: {
              street: names.customer_street,
              zipCode: names.customer_zip_code,
              city: names.customer_city,
            },
          }),
        }
      })
    )
  }

  /** GET /api/quarantine/:id/stocks: where this item may be released to. */
  async stocks({ params, actor }: HttpContext) {
    const item = await this.item(actor, params.id)
    const stocks = await releaseStocks(item)
    return stocks.map((stock) => ({ id: stock.id, name: stock.name, nativeKind: stock.nativeKind }))
  }

  /** POST /api/quarantine/:id/release */
  async release({ params, request, actor }: HttpContext) {
    const item = await this.item(actor, params.id)
    const stock = await releaseFromQuarantine(actor, item, await request.validateUsing(releaseValidator))
    const released = await Item.findOrFail(item.id)
    return {
      id: released.id,
      status: released.status,
      stock: { id: stock.id, name: stock.name },
      readyFrom: released.readyFrom?.toISODate() ?? null,
    }
  }

  /** POST /api/quarantine/:id/mail: 202, the mail is queued. */
  async mail({ params, actor, response }: HttpContext) {
    await queueQuarantineMail(actor, await this.item(actor, params.id))
    return response.status(202).send({ queued: true })
  }

  /** POST /api/quarantine/:id/return-label: the label as a PDF download. */
  async returnLabel({ params, actor, response }: HttpContext) {
    const item = await this.item(actor, params.id)
    return sendFile(response, {
      body: await itemReturnLabel(actor, item),
      contentType: 'application/pdf',
      fileName: `return-label-${item.identificationNumber}.pdf`,
    })
  }

  private item(actor: HttpContext['actor'], id: unknown) {
    return tenancy.items(Item.query(), actor).where('items.id', Number(id)).firstOrFail()
  }
}
