import { Readable } from 'node:stream'
import type { HttpContext } from '@adonisjs/core/http'
import type { Knex } from 'knex'
import db from '@adonisjs/lucid/services/db'
import Buyback from '#models/buyback'
import DiagnosticAnswer from '#models/diagnostic_answer'
import DiagnosticQuestion from '#models/diagnostic_question'
import Payment from '#models/payment'
import PaymentMode from '#models/payment_mode'
import Organization from '#models/organization'
import Circuit from '#models/circuit'
import Transport from '#models/transport'
import Item from '#models/item'
import { tenancy } from '#services/tenancy/scopes'
import { visibilityOf } from '#services/tenancy/visibility'
import { cancelBuybackValidator } from '#validators/cancel_buyback'
import { declareLostValidator, updateBuybackValidator } from '#validators/buyback_actions'
import { cancelBuyback } from '#actions/buybacks/cancel_buyback'
import { declareItemLost } from '#actions/buybacks/declare_item_lost'
import { receiveAtStore } from '#actions/buybacks/receive_at_store'
import { updateBuyback } from '#actions/buybacks/update_buyback'
import { litigationState, resendProposal } from '#actions/litigation/litigation'
import BusinessError from '#exceptions/business_error'
import { availableActions, availableDocuments } from '#services/buyback_actions'
import { sendBuybackDocument } from '#services/documents/send_document'
import { applyListFilters, paginateList, type ListOptions } from '#services/list_query'
import { buybackCsv } from '#services/buyback_csv'
import { buybackLists } from '#services/list_counts'
import { BUYBACK_STATUSES, STATUS_GROUPS } from '#domain/statuses'
import { priceMayBeCorrected } from '#domain/staleness'
import { BOUNDS } from '#domain/bounds'
import { pickLanguage, type LocalizedText } from '#services/localized_text'

const statuses = (value: string | string[]) =>
  ([] as string[]).concat(value).filter((one) => (BUYBACK_STATUSES as readonly string[]).includes(one))

/** One row of the list: what a seller or manager reads at a glance; never the IBAN or identity document. */
function presentRow(row: Buyback) {
  return {
    id: row.id,
    identificationNumber: row.identificationNumber,
    createdAt: row.createdAt.toISO(),
    status: row.status,
    channel: row.channel,
    circuit: row.$extras.circuit_name
      ? { code: row.$extras.circuit_code, name: row.$extras.circuit_name }
      : null,
    store: row.storeId ? { id: row.storeId, name: row.$extras.store_name } : null,
    customerName: row.$extras.customer_name ?? null,
    product: row.$extras.product_label ?? null,
    declaredGrade: row.declaredGrade,
    declaredPrice: row.declaredPrice,
    validatedPrice: row.validatedPrice,
    paidPrice: row.paidPrice,
  }
}

/** The buy-backs the caller may see (DESIGN.md §2): bare rows, filtered and counted without joins. */
function visibleBuybacks(actor: HttpContext['actor']) {
  return tenancy.buybacks(Buyback.query(), actor)
}

type BuybackQuery = ReturnType<typeof visibleBuybacks>

/** The names the list and the export show beside each row, joined for the rows read only. */
function withNames(query: BuybackQuery) {
  // MySQL reads || as OR: the customer's name is built with CONCAT there.
  const customerName =
    db.connection().dialect.name === 'mysql'
      ? "CONCAT(customers.firstname, ' ', customers.lastname)"
      : "customers.firstname || ' ' || customers.lastname"
  return query
    .leftJoin('customers', 'customers.id', 'buybacks.customer_id')
    .leftJoin('products', 'products.id', 'buybacks.product_id')
    .leftJoin('circuits', 'circuits.id', 'buybacks.circuit_id')
    .leftJoin('organizations as stores', 'stores.id', 'buybacks.store_id')
    .select('buybacks.*')
    .select(
      db.raw(`${customerName} as customer_name`),
      'products.label as product_label',
      'circuits.code as circuit_code',
      'circuits.name as circuit_name',
      'stores.common_name as store_name'
    )
}

/** One buy-back the caller may see, or 404. */
function visibleBuyback(actor: HttpContext['actor'], id: unknown) {
  return tenancy.buybacks(Buyback.query(), actor).where('buybacks.id', Number(id)).firstOrFail()
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
 * The product filter reads product labels, which change without the buy-backs' version moving: its totals
 * are counted each time. Customers' names are written once, with their first buy-back, so the version
 * covers the customer filter and the search.
 */
const UNVERSIONED_FILTERS = ['product']

/**
 * What the list sorts, searches and filters on (the export reads the same rows). The total of a list on
 * the buy-backs' own columns is kept per version of the account's buy-backs (services/list_counts), so a
 * million rows are counted once per change, not on every page.
 */
function listOptions(
  actor: HttpContext['actor'],
  params: Record<string, unknown>
): ListOptions<BuybackQuery> {
  const ownAccount = ownBuybacksAccount(actor)
  const unversioned = UNVERSIONED_FILTERS.some((name) => params[name] !== undefined && params[name] !== '')
  return {
    sortable: {
      createdAt: 'buybacks.created_at',
      identificationNumber: 'buybacks.identification_number',
      status: 'buybacks.status',
      declaredPrice: 'buybacks.declared_price',
    },
    defaultSort: ['createdAt', 'desc'],
    // A number (or its first digits), else a customer's last name.
    search: (q, text) => (/^\d+$/.test(text) ? numberStarting(q, text) : customerNamed(q, text, ownAccount)),
    filters: {
      status: (q, value) => q.whereIn('buybacks.status', statuses(value)),
      statusGroup: (q, value) => q.whereIn('buybacks.status', [...(STATUS_GROUPS[String(value)] ?? [])]),
      channel: (q, value) => q.where('buybacks.channel', String(value)),
      circuitId: (q, value) => q.where('buybacks.circuit_id', Number(value)),
      storeId: (q, value) => q.where('buybacks.store_id', Number(value)),
      createdFrom: (q, value) => q.where('buybacks.created_at', '>=', `${String(value)} 00:00:00`),
      createdTo: (q, value) => q.where('buybacks.created_at', '<=', `${String(value)} 23:59:59`),
      identificationNumber: (q, value) => q.where('buybacks.identification_number', String(value).trim()),
      customer: (q, value) => customerNamed(q, String(value).trim(), ownAccount),
      product: (q, value) =>
        q.whereIn('buybacks.product_id', (sub) => {
          sub
            .from('products')
            .select('id')
            .where('label', 'like', `%${String(value).trim()}%`)
        }),
    },
    countCache: unversioned || ownAccount === null ? undefined : buybackLists(ownAccount)[0],
    planPage: (query) => {
      withNames(query)
    },
  }
}

/**
 * `/buybacks` and `/buyback/{id}` of the back office (part 1 §2 "Buybacks"): the buy-backs the caller's role
 * may see (DESIGN.md §2), filtered, sorted and paged on the server.
 */
export default class BuybacksController {
  async index(ctx: HttpContext) {
    const rows = await paginateList(ctx, visibleBuybacks(ctx.actor), listOptions(ctx.actor, ctx.request.qs()))
    return rows.map(presentRow)
  }

  /**
   * `GET /api/buybacks/export`: the filtered list as CSV, streamed in pages of 1000 (constant memory), in
   * the caller's language; a cell that a spreadsheet would read as a formula is escaped.
   */
  async export(ctx: HttpContext) {
    const params = ctx.request.qs()
    const query = applyListFilters(params, visibleBuybacks(ctx.actor), listOptions(ctx.actor, params))
    const named = (ids: number[]) => withNames(Buyback.query().whereIn('buybacks.id', ids))
    ctx.response.header('Content-Type', 'text/csv; charset=utf-8')
    ctx.response.header('Content-Disposition', 'attachment; filename="buybacks.csv"')
    ctx.response.header('X-Content-Type-Options', 'nosniff')
    ctx.response.stream(Readable.from(buybackCsv(query, named, ctx.i18n)))
  }

  /** `GET /api/buybacks/filter-options`: the stores and circuits the caller's list may be filtered on. */
  async filterOptions({ actor }: HttpContext) {
    const stores = await tenancy
      .organizations(Organization.query(), actor)
      .where('organizations.type', 'store')
      .orderBy('organizations.common_name')
      .select('organizations.id', 'organizations.common_name')
    const circuits = await tenancy.owned(Circuit.query(), actor).orderBy('circuits.name')
    return {
      stores: stores.map((store) => ({ id: store.id, name: store.commonName })),
      circuits: circuits.map((circuit) => ({ id: circuit.id, name: circuit.name, code: circuit.code })),
    }
  }

  /** `POST /api/buybacks/:id/cancel`: reason, comment, and `force` when the payment cannot be cancelled. */
  async cancel({ params, request, actor }: HttpContext) {
    const buyback = await visibleBuyback(actor, params.id)
    const fields = await request.validateUsing(cancelBuybackValidator)
    await cancelBuyback(actor, buyback, fields)
    const cancelled = await Buyback.findOrFail(buyback.id)
    return { id: cancelled.id, status: cancelled.status, cancelReason: cancelled.cancelReason }
  }

  /** `POST /api/buybacks/:id/lost`: the item lost at the store, in transport or at the workshop. */
  async lost({ params, request, actor }: HttpContext) {
    const buyback = await visibleBuyback(actor, params.id)
    await declareItemLost(actor, buyback, await request.validateUsing(declareLostValidator))
    const item = await Item.findByOrFail('buyback_id', buyback.id)
    return { id: buyback.id, item: { identificationNumber: item.identificationNumber, status: item.status } }
  }

  /** `POST /api/buybacks/:id/dispute-mail`: the litigation proposal sent again (202: the mail is queued). */
  async disputeMail({ params, actor, response }: HttpContext) {
    await resendProposal(await visibleBuyback(actor, params.id), actor)
    return response.status(202).send({ queued: true })
  }

  /** `POST /api/store/:storeId/buybacks/:id/finalize`: a pre-declared buy-back handed in at the store. */
  async finalize({ params, actor }: HttpContext) {
    const store = await tenancy
      .organizations(Organization.query(), actor)
      .where('organizations.id', params.storeId)
      .where('organizations.type', 'store')
      .firstOrFail()
    const buyback = await visibleBuyback(actor, params.id)
    await receiveAtStore(actor, buyback, store.id)
    const received = await Buyback.findOrFail(buyback.id)
    return { id: received.id, status: received.status, storeId: received.storeId }
  }

  /** `PATCH /api/buybacks/:id`: IMEI, serial number, external code and comment, with the form's `updatedAt`. */
  async update({ params, request, actor }: HttpContext) {
    const visible = await visibleBuyback(actor, params.id)
    const updated = await updateBuyback(
      actor,
      visible.id,
      await request.validateUsing(updateBuybackValidator)
    )
    return {
      id: updated.id,
      imei: updated.imei,
      serialNumber: updated.serialNumber,
      externalCode: updated.externalCode,
      comment: updated.comment,
      updatedAt: updated.updatedAt.toISO(),
    }
  }

  /** `GET /api/buybacks/:id/documents/:kind`: a document the details page offers for this buy-back. */
  async document({ params, actor, response }: HttpContext) {
    const buyback = await visibleBuyback(actor, params.id)
    await buyback.load('circuit')
    const item = await Item.findBy('buyback_id', buyback.id)
    const mode = buyback.paymentModeId ? await PaymentMode.find(buyback.paymentModeId) : null
    const kind = availableDocuments(buyback, item, mode).find((one) => one === params.kind)
    if (!kind) throw new BusinessError('document_not_expected', 404)
    return sendBuybackDocument(response, buyback, kind)
  }

  /** `/buyback/{id}`: the information tab, the diagnostic answers and the history timeline. */
  async show({ params, actor, i18n }: HttpContext) {
    const buyback = await tenancy
      .buybacks(Buyback.query(), actor)
      .where('buybacks.id', params.id)
      .preload('customer')
      .preload('product')
      .preload('circuit')
      .preload('store')
      .preload('item')
      .firstOrFail()
    const payment = await Payment.findBy('buyback_id', buyback.id)
    const mode = buyback.paymentModeId ? await PaymentMode.find(buyback.paymentModeId) : null
    const warehouse = buyback.warehouseId ? await Organization.find(buyback.warehouseId) : null
    const transport = await Transport.findBy('buyback_id', buyback.id)
    const history = await db
      .from('status_history')
      .leftJoin('users', 'users.id', 'status_history.user_id')
      .where('status_history.buyback_id', buyback.id)
      .orderBy('status_history.id')
      .select(
        'status_history.id',
        'status_history.subject_type as subject',
        'status_history.event',
        'status_history.from_status as from',
        'status_history.to_status as to',
        'status_history.actor_kind as actorKind',
        'status_history.comment',
        'status_history.created_at as at',
        'users.firstname',
        'users.lastname'
      )
    const litigation = await litigationState(buyback.id)
    const customer = buyback.customer
    const responses = buyback.declaration?.responses ?? []
    const answers = responses.length
      ? await DiagnosticAnswer.query().whereIn(
          'id',
          responses.map((response) => response.answerId)
        )
      : []
    const questions = answers.length
      ? await DiagnosticQuestion.query().whereIn(
          'id',
          answers.map((answer) => answer.questionId)
        )
      : []
    const text = (value: LocalizedText | null | undefined) => pickLanguage(value, i18n.locale)
    return {
      ...presentRow(buyback),
      circuit: buyback.circuit ? { code: buyback.circuit.code, name: buyback.circuit.name } : null,
      store: buyback.store ? { id: buyback.store.id, name: buyback.store.commonName } : null,
      customerName: customer ? `${customer.firstname} ${customer.lastname}` : null,
      product: buyback.product?.label ?? null,
      customer: customer
        ? {
            firstname: customer.firstname,
            lastname: customer.lastname,
            email: customer.email,
            phone: customer.phone,
            street: customer.street,
            zipCode: customer.zipCode,
            city: customer.city,
            country: customer.country,
          }
        : null,
      warehouse: warehouse ? { id: warehouse.id, name: warehouse.commonName } : null,
      item: buyback.item
        ? { identificationNumber: buyback.item.identificationNumber, status: buyback.item.status }
        : null,
      imei: buyback.imei,
      serialNumber: buyback.serialNumber,
      externalCode: buyback.externalCode,
      comment: buyback.comment,
      updatedAt: buyback.updatedAt.toISO(),
      litigation,
      priceMayBeCorrected: priceMayBeCorrected(buyback),
      stalenessDays: BOUNDS.stalenessDays,
      actions: availableActions(actor, buyback, buyback.item ?? null, litigation, mode),
      controlledGrade: buyback.controlledGrade,
      controlledPrice: buyback.controlledPrice,
      bonus: buyback.bonus,
      paymentModifier: buyback.paymentModifier,
      shippingModifier: buyback.shippingModifier,
      payment: payment
        ? {
            status: payment.status,
            amount: payment.amount,
            mode: mode ? { type: mode.type, label: mode.label } : null,
          }
        : null,
      trackingNumber: transport?.trackingNumber ?? buyback.trackingNumber,
      diagnostic: responses.map((response) => {
        const answer = answers.find((one) => one.id === response.answerId)
        return {
          question: text(questions.find((one) => one.id === response.questionId)?.title) ?? null,
          answer: text(answer?.name) ?? null,
          gradeCap: answer?.gradeCap ?? null,
          priceImpact: answer?.priceImpact ?? 0,
        }
      }),
      history: history.map((row) => ({
        id: row.id,
        subject: row.subject,
        event: row.event,
        from: row.from,
        to: row.to,
        actorKind: row.actorKind,
        by: row.firstname ? `${row.firstname} ${row.lastname}` : null,
        comment: row.comment,
        at: row.at,
      })),
    }
  }
}
