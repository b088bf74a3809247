import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Customer from '#models/customer'
import type Circuit from '#models/circuit'
import type Organization from '#models/organization'
import type PaymentMode from '#models/payment_mode'
import type ShippingMethod from '#models/shipping_method'
import type Stock from '#models/stock'
import { planTransition, type CurrentStatuses } from '#domain/status_machine'
import { gtinCheckDigit } from '#domain/identifiers'
import type { EventName } from '#domain/transitions'
import { JOURNEYS, type Journey } from './journeys.js'
import { demoCustomer, frenchIban } from './people.js'
import { seededRandom } from './random.js'
import { sqlDateTime } from '#services/sql_time'

interface BuybackContext {
  accountId: number
  buyerAccountId: number
  stores: Organization[]
  warehouses: Organization[]
  circuits: Map<string, Circuit>
  modes: PaymentMode[]
  shipping: ShippingMethod[]
  stocks: Map<string, Stock>
  sellers: Map<number, number>
}

const GRADES = ['A', 'B', 'C', 'D'] as const
const CAPS = ['A', 'B', 'C', 'D', 'E', 'functional', 'refused']

/** A 15-digit IMEI: 14 digits and their Luhn check digit, as the verification checks it (part 2 §5). */
function withLuhnDigit(body: string) {
  const sum = [...body].reverse().reduce((total, digit, index) => {
    const doubled = Number(digit) * (index % 2 === 0 ? 2 : 1)
    return total + (doubled > 9 ? doubled - 9 : doubled)
  }, 0)
  return `${body}${(10 - (sum % 10)) % 10}`
}

type Question = { id: number; answers: { id: number; cap: string; impact: number }[] }

/**
 * The declaration of a demo buy-back: for each question its category asks (its own, else the nearest
 * category above with some, as the estimate reads them), an answer without price impact capping at the
 * declared grade, or a better one; so the declared answers agree with the declared grade and price.
 */
async function declarations(trx: TransactionClientContract, accountId: number) {
  const categories = await trx.from('categories').where('account_id', accountId).select('id', 'path')
  const questions = await trx
    .from('diagnostic_questions')
    .whereIn(
      'category_id',
      categories.map((category) => category.id)
    )
    .where('status', 'active')
    .orderBy('position')
    .select('id', 'category_id')
  const answers = await trx
    .from('diagnostic_answers')
    .whereIn(
      'question_id',
      questions.map((question) => question.id)
    )
    .orderBy('position')
    .select('id', 'question_id', 'grade_cap', 'price_impact')
  const byCategory = new Map<number, Question[]>()
  for (const question of questions) {
    const list = byCategory.get(question.category_id) ?? []
    list.push({
      id: question.id,
      answers: answers
        .filter((answer) => answer.question_id === question.id)
        .map((answer) => ({ id: answer.id, cap: answer.grade_cap, impact: Number(answer.price_impact) })),
    })
    byCategory.set(question.category_id, list)
  }
  const asked = new Map<number, Question[]>()
  for (const category of categories) {
    const lineage = [...String(category.path).split('/').filter(Boolean).map(Number), category.id]
    const nearest = lineage.reverse().find((id) => byCategory.has(id))
    asked.set(category.id, nearest === undefined ? [] : byCategory.get(nearest)!)
  }
  return (categoryId: number, grade: string) => {
    const rank = CAPS.indexOf(grade)
    const responses = (asked.get(categoryId) ?? []).flatMap((question) => {
      const free = question.answers.filter(
        (answer) => answer.impact === 0 && CAPS.indexOf(answer.cap) <= rank
      )
      const best = free.find((answer) => answer.cap === grade) ?? free[0]
      return best ? [{ questionId: question.id, answerId: best.id }] : []
    })
    return { responses, grade }
  }
}
const HOUR = 3_600_000

/**
 * A demo IMEI that a real device of the product could carry (issue 30): its product's first TAC, six serial
 * digits and the Luhn digit, so the verification's TAC warning appears only when an operator types another.
 */
function demoImei(tacCodes: string | null, digits: string) {
  const tac = tacCodes?.split(',')[0]?.trim()
  return withLuhnDigit(tac ? `${tac}${digits.slice(0, 6)}` : `35${digits}`.slice(0, 14))
}

/** Demo numbers carry their GS1 check digit like real ones (part 2 §9), so they print as EAN-13. */
const withCheckDigit = (body: string) => `${body}${gtinCheckDigit(body)}`

function stockFor(status: string, stocks: Map<string, Stock>) {
  if (status === 'item_in_quarantine') return stocks.get('in_quarantine')!.id
  if (status === 'item_to_return' || status === 'item_returned') return stocks.get('customer_return')!.id
  if (status.startsWith('item_refurb_completed')) return stocks.get('refurb_completed')!.id
  if (status.startsWith('item_refurb')) return stocks.get('to_refurbish')!.id
  if (status.startsWith('item_completed')) return stocks.get('shelf-0')!.id
  if (
    [
      'item_registered_in_warehouse',
      'item_awaiting_compliancy_tests',
      'item_to_reintegrate_to_stock',
    ].includes(status)
  ) {
    return stocks.get('to_be_verified')!.id
  }
  return null
}

/** Controlled price and grade per verification outcome, from the declared ones. */
function controlled(events: EventName[], declared: number, grade: string) {
  if (events.includes('verified_higher')) return { price: Math.round(declared * 1.15), grade: 'A' }
  if (events.includes('verified_absorbed')) return { price: declared - 1000, grade }
  if (events.includes('proposal_sent')) return { price: Math.round(declared * 0.6), grade: 'D' }
  if (events.includes('verified_as_declared')) return { price: declared, grade }
  return null
}

/** An item to check in at its workshop once the demo is seeded (a journey's `checkIn`). */
export interface ToCheckIn {
  itemId: number
  workshopId: number
}

/**
 * Demo buy-backs in every status: for each journey, buy-backs with their item, payment and the history
 * rows the status machine plans for the events of the journey, spread over the last 60 days. Answers the
 * items of the journeys that the check-in action itself is to register.
 */
export async function seedBuybacks(trx: TransactionClientContract, context: BuybackContext) {
  const random = seededRandom(4242)
  const products = await trx
    .from('products')
    .where('account_id', context.accountId)
    .where('status', 'published')
    // Product ids are random UUIDs: without an order, MySQL would hand them in id order, a new demo each run.
    .orderBy('label')
    .orderBy('ean_code')
    .select(
      'id',
      'category_id',
      'label',
      'brand',
      'modele',
      'buyback_price_grade_a',
      'buyback_price_grade_b',
      'buyback_price_grade_c',
      'buyback_price_grade_d',
      'is_collecting_imei',
      'tac_codes'
    )
  const consoles = new Set(
    (
      await trx
        .from('categories')

        .where('identifier', 'in', ['playstation', 'xbox', 'nintendo'])
        .select('id')
    ).map((row) => row.id)
  )
  let sequence = 0
  const toCheckIn: ToCheckIn[] = []
  const declare = await declarations(trx, context.accountId)

  for (const journey of JOURNEYS) {
    for (let index = 0; index < journey.count; index++) {
      sequence++
      const seeded = await seedOne(trx, context, journey, random, products, consoles, sequence, declare)
      if (journey.checkIn) toCheckIn.push(seeded)
    }
  }
  return toCheckIn
}

async function seedOne(
  trx: TransactionClientContract,
  context: BuybackContext,
  journey: Journey,
  random: ReturnType<typeof seededRandom>,
  products: Record<string, any>[],
  consoles: Set<number>,
  sequence: number,
  declare: Awaited<ReturnType<typeof declarations>>
) {
  // One draw either way, so the buy-backs after these keep the same random data.
  const product = random.pick(
    journey.everyWorkshop
      ? products.filter((one) => consoles.has(one.category_id) === (sequence % 2 === 0))
      : products
  )
  const grade = random.pick(GRADES)
  const declared = Number(
    product[`buyback_price_grade_${grade.toLowerCase()}`] ?? product.buyback_price_grade_a
  )
  const circuit = context.circuits.get(`${journey.channel}_${journey.deposit}`)!
  const atStore = journey.channel === 'store' || journey.deposit === 'drop'
  const picked = atStore ? random.pick(context.stores) : null
  const store = atStore && journey.firstStore ? context.stores[0] : picked
  const warehouse = consoles.has(product.category_id) ? context.warehouses[1] : context.warehouses[0]
  const mode = random.pick(
    context.modes.filter((one) => journey.channel === 'store' || one.type !== 'manual')
  )
  // Drawn even for a journey of a set age, so that the buy-backs after it keep the same random data.
  const randomDays = random.int(1, 60)
  const days = journey.ageDays ?? randomDays
  const createdAt = new Date(Date.now() - days * 24 * HOUR - random.int(0, 10) * HOUR)
  const customer = await Customer.create(
    {
      ...demoCustomer(random, context.accountId),
      iban: mode.type === 'bank_transfer' ? frenchIban(random) : null,
    },
    { client: trx }
  )

  const current: CurrentStatuses = { buyback: null, item: null, payment: null }
  const history: Record<string, unknown>[] = []
  let at = createdAt.getTime()
  for (const event of ['payment_created', ...journey.events, ...journey.payment] as EventName[]) {
    for (const move of planTransition(event, current)) {
      Object.assign(current, { [move.subject]: move.to })
      history.push({
        subject_type: move.subject,
        event,
        from_status: move.from,
        to_status: move.to,
        actor_kind: 'system',
        created_at: sqlDateTime(new Date(at)),
      })
    }
    at += random.int(2, 30) * HOUR
  }

  const check = controlled(journey.events, declared, grade)
  const identification = withCheckDigit(
    `2${String(20261000 + sequence).padStart(8, '0')}${String(sequence % 1000).padStart(3, '0')}`
  )
  const [buybackId] = (await trx
    .insertQuery()
    .table('buybacks')
    .insert({
      identification_number: identification,
      account_id: context.accountId,
      buyer_account_id: context.buyerAccountId,
      status: current.buyback,
      channel: journey.channel,
      circuit_id: circuit.id,
      category_id: product.category_id,
      product_id: product.id,
      customer_id: customer.id,
      store_id: store?.id ?? null,
      warehouse_id: warehouse.id,
      seller_id: store ? (context.sellers.get(store.id) ?? null) : null,
      payment_mode_id: mode.id,
      shipping_method_id: journey.channel === 'web' ? context.shipping[0].id : null,
      tracking_number: journey.deposit === 'drop' ? null : `6A${random.digits(11)}`,
      imei: product.is_collecting_imei ? demoImei(product.tac_codes, random.digits(13)) : null,
      declaration: JSON.stringify(declare(product.category_id, grade)),
      declared_grade: grade,
      declared_price: declared,
      controlled_grade: check?.grade ?? null,
      controlled_price: check?.price ?? null,
      validated_price: check ? Math.max(check.price, declared) : null,
      paid_price: current.payment === 'payment_completed' ? (check?.price ?? declared) : null,
      bonus: mode.bonusMode === 'disabled' ? 0 : 500,
      cancel_reason: current.buyback === 'bb_cancelled' ? 'customer_retractation' : null,
      version: 1,
      created_at: sqlDateTime(createdAt),
      updated_at: sqlDateTime(new Date(at)),
    })) as unknown as [number]
  const id = buybackId

  const [itemId] = (await trx
    .insertQuery()
    .table('items')
    .insert({
      buyback_id: id,
      identification_number: withCheckDigit(`9${String(sequence).padStart(11, '0')}`),
      status: current.item,
      stock_id: stockFor(String(current.item), context.stocks),
      // On a shelf since its last move, so the stocks list shows the average age of its items.
      stock_entered_at: stockFor(String(current.item), context.stocks) ? sqlDateTime(new Date(at)) : null,
      warehouse_id:
        String(current.item).includes('transit') || String(current.item).includes('store')
          ? null
          : warehouse.id,
      destination_warehouse_id: warehouse.id,
      store_id: store?.id ?? null,
      product_id: product.id,
      category_id: product.category_id,
      brand: product.brand,
      model: product.modele,
      name: product.label,
      purchasing_price: check?.price ?? declared,
      version: 1,
      created_at: sqlDateTime(createdAt),
      updated_at: sqlDateTime(new Date(at)),
    })) as unknown as [number]
  const [paymentId] = (await trx
    .insertQuery()
    .table('payments')
    .insert({
      buyback_id: id,
      payment_mode_id: mode.id,
      status: current.payment,
      amount: check?.price ?? declared,
      provider: mode.provider,
      created_at: sqlDateTime(createdAt),
      updated_at: sqlDateTime(new Date(at)),
    })) as unknown as [number]

  const ids = {
    buyback: id,
    item: itemId,
    payment: paymentId,
  }
  await trx
    .insertQuery()
    .table('status_history')
    .multiInsert(
      history.map((row) => ({
        ...row,
        subject_id: ids[row.subject_type as keyof typeof ids],
        buyback_id: id,
      }))
    )
  return { itemId: Number(itemId), workshopId: Number(warehouse.id) }
}
