import Account from '#models/account'
import Category from '#models/category'
import Circuit from '#models/circuit'
import DiagnosticQuestion from '#models/diagnostic_question'
import ShippingMethod, { type ShippedDeposit } from '#models/shipping_method'
import type PaymentMode from '#models/payment_mode'
import type { CircuitCode, Deposit } from '#models/circuit'
import type { PaymentType } from '#domain/payment_modes'
import type { Bonus, GradeCap, Modifier } from '#domain/pricing'
import type { DispatchRule } from '#domain/warehouse_dispatch'
import type { QuarantineReason } from '#domain/verification'
import { dispatchRulesOf } from '#services/warehouse_dispatch'
import { pickLanguage } from '#services/localized_text'

/**
 * What an estimate reads besides the product, for one category, channel and language: plain data, so
 * that it can be stored as one row and priced without a query (services/estimation/setups.ts). Texts are
 * already in the language; nothing secret (no IBAN) is kept.
 */
export interface EstimationSetup {
  currency: string
  features: string[]
  /** The client's text for a zero-value refusal. */
  zeroValueText: string | null
  category: {
    id: number
    label: string
    /** Its ids from the root down to it. */
    lineage: number[]
    /** It and every category above it are active: otherwise its products are not estimable. */
    active: boolean
    buyerAccountId: number | null
    buyerActive: boolean
    /** The first active reference workshop: where an item goes when no dispatch rule applies. */
    referenceWarehouseId: number | null
  }
  questions: SetupQuestion[]
  circuits: SetupCircuit[]
  paymentModes: SetupPaymentMode[]
  shippingMethods: SetupShippingMethod[]
  dispatchRules: DispatchRule[]
}

export interface SetupQuestion {
  id: number
  title: string
  howToTest: string | null
  answers: {
    id: number
    name: string
    description: string | null
    gradeCap: GradeCap
    priceImpact: number
    quarantineReason: QuarantineReason | null
  }[]
}

export interface SetupCircuit {
  id: number
  code: CircuitCode
  deposit: Deposit
  name: string
  description: string | null
  eligibleCountries: string[]
  depositBonus: number
  /** Its active payment modes, by id. */
  paymentModeIds: number[]
}

export interface SetupPaymentMode {
  id: number
  type: PaymentType
  label: string
  description: string
  longDescription: string | null
  modifier: Modifier
  bonus: Bonus
}

export interface SetupShippingMethod {
  id: number
  description: string | null
  countries: string[]
  deposits: ShippedDeposit[]
  modifier: Modifier
  paymentModeIds: number[]
}

/** The category's ids from the root down to it (its path holds its ancestors). */
export function lineageOf(category: Category): number[] {
  return [...category.path.split('/').filter(Boolean).map(Number), category.id]
}

/** The questions asked for a product: those of its category, else of the nearest category above with some. */
async function questionsFor(category: Category) {
  const lineage = lineageOf(category)
  const questions = await DiagnosticQuestion.query()
    .whereIn('category_id', lineage)
    .where('status', 'active')
    .preload('answers', (answers) => answers.orderBy('position'))
    .orderBy('position')
  for (const categoryId of [...lineage].reverse()) {
    const own = questions.filter((question) => question.categoryId === categoryId)
    if (own.length) return own
  }
  return []
}

const modifierOf = (owner: PaymentMode | ShippingMethod): Modifier => ({
  type: owner.modifierType,
  value: owner.modifierValue,
  cappedAmount: owner.modifierCappedAmount,
})

/** Builds the setup of a category of the account, read from its tables (see the migration's source list). */
export async function buildSetup(
  accountId: number,
  categoryId: number,
  channel: 'web' | 'store',
  language: string
): Promise<EstimationSetup> {
  const account = await Account.query().where('id', accountId).preload('rootDetail').firstOrFail()
  const category = await Category.query()
    .where('account_id', accountId)
    .where('id', categoryId)
    .preload('warehouses')
    .firstOrFail()
  const buyer = category.buyerAccountId ? await Account.find(category.buyerAccountId) : null
  const text = (value: Parameters<typeof pickLanguage>[0]) => pickLanguage(value, language)

  const circuits = await Circuit.query()
    .where('account_id', accountId)
    .where('channel', channel)
    .where('status', 'active')
    .whereIn('id', (sub) =>
      sub.from('category_circuits').select('circuit_id').where({ category_id: category.id, active: true })
    )
    .preload('paymentModes', (modes) => modes.where('status', 'active').orderBy('id'))
    .orderBy('id')
  const shippingMethods = await ShippingMethod.query()
    .where('account_id', accountId)
    .where('channel', channel)
    .where('status', 'active')
    .preload('paymentModes', (modes) => modes.where('status', 'active'))
    .orderBy('id')
  const paymentModes = new Map(
    circuits.flatMap((circuit) => circuit.paymentModes).map((mode) => [mode.id, mode])
  )

  return {
    currency: account.currency,
    features: account.rootDetail?.enabledPremiumFeatures ?? [],
    zeroValueText: text(account.rootDetail?.buybackZeroDescription),
    category: {
      id: category.id,
      label: category.label,
      lineage: lineageOf(category),
      active: !(await Category.query()
        .whereIn('id', lineageOf(category))
        .whereNot('status', 'active')
        .first()),
      buyerAccountId: category.buyerAccountId,
      buyerActive: buyer?.status === 'active',
      referenceWarehouseId: category.warehouses.find((one) => one.status === 'active')?.id ?? null,
    },
    questions: (await questionsFor(category)).map((question) => ({
      id: question.id,
      title: text(question.title) ?? '',
      howToTest: text(question.howToTest),
      answers: question.answers.map((answer) => ({
        id: answer.id,
        name: text(answer.name) ?? '',
        description: text(answer.description),
        gradeCap: answer.gradeCap,
        priceImpact: answer.priceImpact,
        quarantineReason: answer.quarantineReason ?? null,
      })),
    })),
    circuits: circuits.map((circuit) => ({
      id: circuit.id,
      code: circuit.code,
      deposit: circuit.deposit,
      name: circuit.name,
      description: circuit.description,
      eligibleCountries: circuit.eligibleCountries,
      depositBonus: circuit.depositBonus,
      paymentModeIds: circuit.paymentModes.map((mode) => mode.id),
    })),
    paymentModes: [...paymentModes.values()].map((mode) => ({
      id: mode.id,
      type: mode.type,
      label: mode.label,
      description: mode.description,
      longDescription: mode.longDescription,
      modifier: modifierOf(mode),
      bonus: { mode: mode.bonusMode, value: mode.bonusValue, cap: mode.bonusCap },
    })),
    shippingMethods: shippingMethods.map((method) => ({
      id: method.id,
      description: method.description,
      countries: method.countries,
      deposits: method.deposits,
      modifier: modifierOf(method),
      paymentModeIds: method.paymentModes.map((mode) => mode.id),
    })),
    dispatchRules: await dispatchRulesOf(accountId),
  }
}
