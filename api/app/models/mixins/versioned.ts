import { beforeCreate, beforeUpdate, column, type BaseModel } from '@adonisjs/lucid/orm'
import type { NormalizeConstructor } from '@adonisjs/core/types/helpers'
import type { LucidRow } from '@adonisjs/lucid/types/model'
import db from '@adonisjs/lucid/services/db'
import BusinessError from '#exceptions/business_error'

/**
 * Rows two people may edit at once carry a `version` (DESIGN.md §7). Every save of such a row first moves
 * its version with `UPDATE … SET version = version + 1 WHERE id = ? AND version = ?`, in the save's
 * transaction: when no row matched, someone else saved since this one was read (or since the form it
 * came from was loaded, see services/concurrency.ts) and the save is refused with 409 `conflict`.
 * The status machine moves the same versions (services/status_transitions.ts), so a status change and an
 * edit form cannot overwrite each other either.
 */
export function Versioned<Model extends NormalizeConstructor<typeof BaseModel>>(superclass: Model) {
  class VersionedRow extends superclass {
    @column()
    declare version: number

    /** The version an edit form was loaded with, when it is not the one this instance read. */
    declare expectedVersion?: number

    /** A new row starts at version 1, known to the instance without reading it back. */
    @beforeCreate()
    static firstVersion(row: VersionedRow) {
      row.version ??= 1
    }

    @beforeUpdate()
    static async claimVersion(row: VersionedRow) {
      const expected = row.expectedVersion ?? row.version
      const Model = row.constructor as typeof VersionedRow
      const client = row.$trx ?? db.connection(Model.connection)
      const updated = await client
        .from(Model.table)
        .where(Model.primaryKey, (row as unknown as LucidRow).$primaryKeyValue as string | number)
        .where('version', expected)
        .update({ version: expected + 1 })
      if (Number(Array.isArray(updated) ? updated[0] : updated) !== 1) {
        throw new BusinessError('conflict', 409)
      }
      row.version = expected + 1
      row.expectedVersion = undefined
    }
  }
  return VersionedRow
}
