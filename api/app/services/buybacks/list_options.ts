import type { HttpContext } from '@adonisjs/core/http'
import type { Knex } from 'knex'
import db from '@adonisjs/lucid/services/db'
import { visibilityOf } from '#services/tenancy/visibility'
import { customerNameSql, refuseCustomerSearch } from '#services/tenancy/customer_view'
import type { ListOptions } from '#services/list_query'
import { listVersionName } from '#kept/list_totals'
import type { BuybackQuery } from '#services/buybacks/scope'
import { BUYBACK_STATUSES, STATUS_GROUPS } from '#domain/statuses'
import { selectPendingProposal, withPendingProposal } from '#services/buybacks/pending_proposals'

/** A boolean filter as the list dialect sends it: `true` (or 1) applies it, anything else leaves it out. */
const isOn = (value: unknown) => ['true', '1'].includes(String(value))

const statuses = (value: string | string[]) =>
  ([] as string[]).concat(value).filter((one) => (BUYBACK_STATUSES as readonly string[]).includes(one))

/**
 * The buy-back columns a row of the list and of the export shows (presenters/buyback_row.ts, buyback_csv.ts), not
 * `buybacks.*`: a buy-back has some forty columns, and reading them all and making models of them was most
 * of a page's cost.
 */
const ROW_COLUMNS = [
  'id',
  'identification_number',
  'created_at',
  'status',
  'channel',
  'store_id',
  'declared_grade',
  'declared_price',
  'validated_price',
  'paid_price',
].map((column) => `buybacks.${column}`)

/**
 * The names the list and the export show beside each row, joined for the rows read only; the customer's
 * as the caller may read it (services/tenancy/customer_view.ts: a buyer, the initials).
 */
export function withNames(query: BuybackQuery, actor: HttpContext['actor']) {
  const customerName = customerNameSql(actor)
  return query
    .leftJoin('customers', 'customers.id', 'buybacks.customer_id')
    .leftJoin('products', 'products.id', 'buybacks.product_id')
    .leftJoin('circuits', 'circuits.id', 'buybacks.circuit_id')
    .leftJoin('organizations as stores', 'stores.id', 'buybacks.store_id')
    .select(ROW_COLUMNS)
    .select(
      db.raw(`${customerName} as customer_name`),
      'products.label as product_label',
      'circuits.code as circuit_code',
      'circuits.name as circuit_name',
      'stores.common_name as store_name'
    )
}

/**
 * Buy-backs of customers whose last name starts so. The prefix is matched as ranges of the (account,
 * lastname) index, as typed, capitalised, in capitals and in small letters, rather than by a LIKE that would
 * read every customer.
 */
function customerNamed(q: BuybackQuery, prefix: string, accountId: number | null) {
  const variants = new Set([
    prefix,
    prefix.charAt(0).toUpperCase() + prefix.slice(1).toLowerCase(),
    prefix.toUpperCase(),
    prefix.toLowerCase(),
  ])
  return q.whereIn('buybacks.customer_id', (sub) => {
    sub.from('customers').select('id')
    if (accountId !== null) sub.where('account_id', accountId)
    sub.where((names: Knex.QueryBuilder) => {
      for (const variant of variants) {
        names.orWhere((range) =>
          range.where('lastname', '>=', variant).where('lastname', '<', `${variant}\uffff`)
        )
      }
    })
  })
}

/** Numbers starting with these digits: a range of the unique index. */
const numberStarting = (q: BuybackQuery, digits: string) =>
  q
    .where('buybacks.identification_number', '>=', digits)
    .where('buybacks.identification_number', '<', `${digits}:`)

/**
 * The account whose own buy-backs are all the caller sees (a retailer's roles), or null when the caller sees
 * rows of other accounts (a super admin, a buyer, a workshop). Its buy-backs' version keeps the totals of
 * the caller's lists, and its customers are those the name filter searches.
 */
function ownBuybacksAccount(actor: HttpContext['actor']) {
  const visibility = visibilityOf(actor)
  const own = visibility.kind === 'account' || (visibility.kind === 'subtree' && actor.module !== 'rps')
  return own ? actor.accountId : null
}

/**
 * The product filter reads product labels, and the pending proposals filter the status history (a proposal
 * sent leaves the status as it is), which change without the buy-backs' version moving: their totals are
 * counted each time. Customers' names are written once, with their first buy-back, so the version covers
 * the customer filter and the search.
 */
const unversioned = (params: Record<string, unknown>) =>
  (params.product !== undefined && params.product !== '') || isOn(params.pendingProposal)

/**
 * What the list sorts, searches and filters on (the export reads the same rows). The total of a list on
 * the buy-backs' own columns is kept per version of the account's buy-backs (#kept/list_totals), so a
 * million rows are counted once per change, not on every page.
 */
export function listOptions(
  actor: HttpContext['actor'],
  params: Record<string, unknown>
): ListOptions<BuybackQuery> {
  const ownAccount = ownBuybacksAccount(actor)
  return {
    sortable: {
      createdAt: 'buybacks.created_at',
      identificationNumber: 'buybacks.identification_number',
      status: 'buybacks.status',
      declaredPrice: 'buybacks.declared_price',
    },
    defaultSort: ['createdAt', 'desc'],
    // A number (or its first digits), else a customer's last name (never for a buyer).
    search: (q, text) => {
      if (/^\d+$/.test(text)) return numberStarting(q, text)
      refuseCustomerSearch(actor)
      return customerNamed(q, text, ownAccount)
    },
    filters: {
      status: (q, value) => q.whereIn('buybacks.status', statuses(value)),
      statusGroup: (q, value) => q.whereIn('buybacks.status', [...(STATUS_GROUPS[String(value)] ?? [])]),
      channel: (q, value) => q.where('buybacks.channel', String(value)),
      circuitId: (q, value) => q.where('buybacks.circuit_id', Number(value)),
      storeId: (q, value) => q.where('buybacks.store_id', Number(value)),
      createdFrom: (q, value) => q.where('buybacks.created_at', '>=', `${String(value)} 00:00:00`),
      createdTo: (q, value) => q.where('buybacks.created_at', '<=', `${String(value)} 23:59:59`),
      identificationNumber: (q, value) => q.where('buybacks.identification_number', String(value).trim()),
      customer: (q, value) => {
        refuseCustomerSearch(actor)
        return customerNamed(q, String(value).trim(), ownAccount)
      },
      product: (q, value) =>
        q.whereIn('buybacks.product_id', (sub) => {
          sub
            .from('products')
            .select('id')
            .where('label', 'like', `%${String(value).trim()}%`)
        }),
      pendingProposal: (q, value) => {
        if (isOn(value)) withPendingProposal(q)
      },
    },
    countCache:
      unversioned(params) || ownAccount === null ? undefined : listVersionName('buybacks', ownAccount),
    planPage: (query) => {
      selectPendingProposal(withNames(query, actor))
    },
  }
}
