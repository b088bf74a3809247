import { createHash } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'

/**
 * The sandbox implementations of the premium-feature connectors (part 2 §7 "launch premium feature
 * connector"): each action answers a real, deterministic result from the client's own data, the way the
 * provider's API would, so the demo and the tests exercise the same path a real provider takes.
 */
export interface ActionContext {
  accountId: number
  properties: Record<string, string | null>
  values?: unknown
  /** For the dispatch-circuit-rule calls: the rule the action runs for. */
  rule?: { id: number; circuitCode: string | null; categoryIds: number[] }
}

/** A reference the provider would give back: the same inputs always give the same one. */
const referenceOf = (...parts: unknown[]) =>
  'SBX-' + createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 12).toUpperCase()

const codesOf = (values: unknown): string[] =>
  ([] as unknown[])
    .concat(values ?? [])
    .map((value) => String(value).trim())
    .filter(Boolean)
    .slice(0, 20)

type Action = (context: ActionContext) => Promise<Record<string, unknown>>

export const SANDBOX_ACTIONS: Record<string, Action> = {
  /** Scan search bar: the scanned codes (EAN or reference) looked up in the client's catalogue. */
  async lookup({ accountId, values }) {
    const codes = codesOf(values)
    const products = codes.length
      ? await db
          .from('products')
          .where('account_id', accountId)
          .where('status', 'published')
          .where((query) => query.whereIn('ean_code', codes).orWhereIn('reference', codes))
          .orderBy('label')
          .select('id', 'label', 'ean_code as eanCode', 'reference')
      : []
    return { codes, products }
  },

  /** Refurb, advanced stocks: the client's stocks with their item counts, as sent to the provider. */
  async sync_stocks({ accountId, properties }) {
    const stocks = await db
      .from('stocks')
      .where('stocks.account_id', accountId)
      .leftJoin('items', 'items.stock_id', 'stocks.id')
      .groupBy('stocks.id', 'stocks.name')
      .orderBy('stocks.id')
      .select('stocks.id', 'stocks.name')
      .count('items.id as itemCount')
    const lines = stocks.map((stock) => ({ ...stock, itemCount: Number(stock.itemCount) }))
    return { stocks: lines, reference: referenceOf(properties.workshopCode, lines) }
  },

  /** Refurb steps: the client's refurb steps as the provider would register them. */
  async sync_steps({ accountId, properties }) {
    const steps = await db
      .from('refurb_steps')
      .where('account_id', accountId)
      .orderBy('id')
      .select('id', 'name')
    return { steps, reference: referenceOf(properties.workshopCode, steps) }
  },

  /** Refurb steps for one dispatch circuit rule: its circuit and categories, registered with the provider. */
  async sync_circuit({ properties, rule }) {
    if (!rule) return { synchronised: false }
    return {
      synchronised: true,
      ruleId: rule.id,
      circuit: rule.circuitCode,
      categoryIds: rule.categoryIds,
      reference: referenceOf(properties.workshopCode, rule.id, rule.circuitCode, rule.categoryIds),
    }
  },

  /** Refurb diagnosis: the provider's diagnosis reference for the given item codes. */
  async diagnose({ properties, values }) {
    const codes = codesOf(values)
    return {
      diagnoses: codes.map((code) => ({ code, reference: referenceOf(properties.workshopCode, code) })),
    }
  },
}
