import type { KeptValue } from '#kept/kept_value'
import { createTrigger, triggerName, type TableColumns } from '#kept/triggers'
import { authVersions } from '#kept/values/auth_versions'
import { categoryTreeVersions } from '#kept/values/category_tree_versions'
import { categoryProductCounts, itemStatusCounts, stockItemCounts } from '#kept/values/kept_counts'
import { organizationTreeOrder, productsFts } from '#kept/values/derived'
import { estimationVersions } from '#kept/values/estimation_versions'
import { buybackListVersions, productListVersions, userListVersions } from '#kept/values/list_versions'

/**
 * Every value the database keeps beside the rows it is made from, and the machinery a write would otherwise
 * have to know of: what it holds, the tables whose writes move it (its triggers), how it stays right, who
 * reads it and what is kept in process against it. The migrations create the triggers from this list, in
 * this order (on MariaDB, the triggers of one table and event fire in the order they were made, so every
 * writer takes an account's tree version before its estimation version); the tests hold the readers' tables
 * against it. No write anywhere moves a version or a count by hand.
 *
 * What is not here, and why:
 * - an access token's `last_used_at` kept in process with its rows (#kept/token_rows `tokenUsedAt`): it is
 *   written by the process that keeps the rows, and moves no version by design (auth_versions);
 * - the demo and large seeds, which write through the same tables and so move the same values.
 */
export const KEPT_VALUES: KeptValue[] = [
  productsFts,
  organizationTreeOrder,
  categoryProductCounts,
  stockItemCounts,
  itemStatusCounts,
  categoryTreeVersions,
  estimationVersions,
  authVersions,
  productListVersions,
  userListVersions,
  buybackListVersions,
]

export interface KeptTrigger {
  name: string
  table: string
  sql: string
}

/** The tables whose columns the triggers are made with (#kept/triggers `updatedExcept`). */
export const tablesWithColumns = () => [
  ...new Set(
    KEPT_VALUES.flatMap((value) => value.triggers)
      .filter((spec) => spec.updatedExcept)
      .map((spec) => spec.table)
  ),
]

/** The CREATE TRIGGER statements of every kept value on this engine, in the registry's order. */
export function keptTriggers(sqlite: boolean, columns: TableColumns): KeptTrigger[] {
  return KEPT_VALUES.flatMap((value) =>
    value.triggers.flatMap((spec) => {
      const sql = createTrigger(sqlite, value.name, spec, columns)
      return sql ? [{ name: triggerName(value.name, spec), table: spec.table, sql }] : []
    })
  )
}
