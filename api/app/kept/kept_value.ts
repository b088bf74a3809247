import type { TriggerSpec } from '#kept/triggers'

/**
 * One value kept beside the rows it is made from (a version, a count, an ordering, an index), declared once:
 * the registry (#kept/registry) lists them, the migrations create their triggers from it and the tests hold
 * it against what the readers read.
 */
export interface KeptValue {
  /** Its one name: the triggers are named after it. */
  name: string
  /** What it is, in a sentence. */
  holds: string
  /** The table that holds it. */
  store: string
  /**
   * How it stays right: by its triggers alone, or also by the nightly recount of the `kept_counts` schedule
   * (for what a trigger cannot see: MariaDB runs foreign-key cascades without firing triggers).
   */
  keptBy: 'triggers' | 'triggers and nightly recount'
  /** Every write that moves it: the source tables are the tables of these. */
  triggers: TriggerSpec[]
  /** The modules (paths under api/) that read it, and every table those modules read for it. */
  readers: string[]
  /**
   * Tables its readers read that do not move it, each with the reason (the value itself, a table a version
   * does not cover and the reader counts each time instead, …).
   */
  notSources?: Record<string, string>
  /** The modules that keep a value in process while this version holds (decision records in docs/decisions). */
  inProcess?: string[]
}

/** The tables whose writes move a kept value. */
export const sourcesOf = (value: KeptValue) => [...new Set(value.triggers.map((spec) => spec.table))]
