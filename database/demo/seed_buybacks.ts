import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Customer from '#models/customer'
import { newBuybackReference } from '#models/buyback'
import type Circuit from '#models/circuit'
import type Organization from '#models/organization'
import type PaymentMode from '#models/payment_mode'
import type ShippingMethod from '#models/shipping_method'
import type Stock from '#models/stock'
import type { EventName } from '#domain/transitions'
import { sqlDateTime } from '#services/sql_time'
import { JOURNEYS, type Journey } from './journeys.js'
import { demoCustomer, frenchIban } from './people.js'
import { seededRandom } from './random.js'
import type { QuestionSet } from './catalogue/categories.js'
import { demoProducts } from './buybacks/products.js'
import { declaration, demoQuestions, type DemoQuestions } from './buybacks/declarations.js'
import { dispute, recordDisputeVerification } from './buybacks/disputes.js'
import { demoImei, withCheckDigit } from './buybacks/identifiers.js'
import { HOUR, timeline } from './buybacks/timeline.js'
import { controlled, stockFor, validated } from './buybacks/outcomes.js'

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
  /** The operator of each workshop (by its id), who verified its items. */
  operators: Map<number, number>
}

const GRADES = ['A', 'B', 'C', 'D'] as const

/** An item to check in at its workshop once the demo is seeded (a journey's `checkIn`). */
export interface ToCheckIn {
  itemId: number
  workshopId: number
}

interface Seeding {
  context: BuybackContext
  random: ReturnType<typeof seededRandom>
  products: Record<string, any>[]
  consoles: Set<number>
  questions: DemoQuestions
  families: Map<number, QuestionSet>
}

/**
 * Demo buy-backs in every status: for each journey, buy-backs with their item, payment and the history
 * rows the status machine plans for the events of the journey, spread over the last 60 days. Answers the
 * items of the journeys that the check-in action itself is to register.
 */
export async function seedBuybacks(trx: TransactionClientContract, context: BuybackContext) {
  const { products, consoles, families } = await demoProducts(trx, context.accountId)
  const seeding: Seeding = {
    context,
    random: seededRandom(4242),
    products,
    consoles,
    questions: await demoQuestions(trx, context.accountId),
    families,
  }
  let sequence = 0
  const toCheckIn: ToCheckIn[] = []
  for (const journey of JOURNEYS) {
    for (let index = 0; index < journey.count; index++) {
      sequence++
      const seeded = await seedOne(trx, seeding, journey, sequence)
      if (journey.checkIn) toCheckIn.push(seeded)
    }
  }
  return toCheckIn
}

async function seedOne(trx: TransactionClientContract, seeding: Seeding, journey: Journey, sequence: number) {
  const { context, random, consoles } = seeding
  // One draw either way, so the buy-backs after these keep the same random data.
  const product = random.pick(
    journey.everyWorkshop
      ? seeding.products.filter((one) => consoles.has(one.category_id) === (sequence % 2 === 0))
      : seeding.products
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

  const events = ['payment_created', ...journey.events, ...journey.payment] as EventName[]
  const gaps = events.map(() => random.int(2, 30) * HOUR)
  const { current, history, moments, lastAt } = timeline(events, gaps, createdAt)

  const declared_ = declaration(seeding.questions, product.category_id, grade)
  const finding = journey.events.includes('proposal_sent')
    ? dispute(
        seeding.questions,
        product,
        { grade, price: declared, responses: declared_.responses },
        sequence
      )
    : null
  const check = controlled(journey.events, declared, grade, finding)
  const identification = withCheckDigit(
    `2${String(20261000 + sequence).padStart(8, '0')}${String(sequence % 1000).padStart(3, '0')}`
  )
  // Drawn in this order since the demo began: the tracking number, then the IMEI.
  const trackingNumber = journey.deposit === 'drop' ? null : `6A${random.digits(11)}`
  const imei = product.is_collecting_imei ? demoImei(product.tac_codes, random.digits(13)) : null
  const [buybackId] = (await trx
    .insertQuery()
    .table('buybacks')
    .insert({
      identification_number: identification,
      reference: newBuybackReference(),
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
      tracking_number: trackingNumber,
      imei,
      declaration: JSON.stringify(declared_),
      declared_grade: grade,
      declared_price: declared,
      controlled_grade: check?.grade ?? null,
      controlled_price: check?.price ?? null,
      validated_price: validated(journey.events, check, declared),
      paid_price: current.payment === 'payment_completed' ? (check?.price ?? declared) : null,
      bonus: mode.bonusMode === 'disabled' ? 0 : 500,
      cancel_reason: current.buyback === 'bb_cancelled' ? 'customer_retractation' : null,
      version: 1,
      created_at: sqlDateTime(createdAt),
      updated_at: sqlDateTime(lastAt),
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
      stock_entered_at: stockFor(String(current.item), context.stocks) ? sqlDateTime(lastAt) : null,
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
      updated_at: sqlDateTime(lastAt),
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
      updated_at: sqlDateTime(lastAt),
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
  if (finding) {
    await recordDisputeVerification(trx, {
      itemId: Number(itemId),
      buybackId: Number(id),
      userId: context.operators.get(warehouse.id) ?? null,
      product,
      family: seeding.families.get(product.category_id) ?? 'phone',
      imei,
      declared: { grade, price: declared },
      finding,
      at: moments.get('proposal_sent')!,
    })
  }
  return { itemId: Number(itemId), workshopId: Number(warehouse.id) }
}
