import type { LucidModel, LucidRow } from '@adonisjs/lucid/types/model'
import AuditLog, { type AuditChanges } from '#models/audit_log'
import { currentActor } from '#services/actor_scope'

/**
 * The audit log of DESIGN.md: every create, update and delete of an audited model (customers, payments,
 * users, settings) writes who, when and what changed, in the same transaction as the change. Secret
 * fields are recorded as changed, never with their values. The author is the caller of the current
 * request (services/actor_scope.ts); writes outside a request (seeds, jobs) are recorded without one.
 */
const MASK = '[secret]'

function changesOf(
  secret: readonly string[],
  fields: Record<string, unknown>,
  before?: Record<string, unknown>
) {
  const changes: AuditChanges = {}
  for (const [field, value] of Object.entries(fields)) {
    if (field === 'updatedAt' || field === 'createdAt' || field === 'version') continue
    const hidden = secret.includes(field)
    changes[field] = before
      ? { from: hidden ? MASK : before[field], to: hidden ? MASK : value }
      : { to: hidden ? MASK : value }
  }
  return changes
}

async function write(
  row: LucidRow,
  entityType: string,
  action: AuditLog['action'],
  changes: AuditChanges | null
) {
  const actor = currentActor()
  const record = row as LucidRow & { id: unknown; accountId?: number }
  await AuditLog.create(
    {
      accountId: record.accountId ?? actor?.accountId ?? null,
      userId: actor?.user.id ?? null,
      action,
      entityType,
      entityId: String(record.id),
      changes,
    },
    { client: row.$trx }
  )
}

/** Registers the audit hooks on a model. */
export function audited(model: LucidModel, entityType: string, secretFields: readonly string[] = []) {
  model.after('create', (row: LucidRow) => {
    return write(row, entityType, 'create', changesOf(secretFields, row.$attributes))
  })
  model.before('update', (row: LucidRow) => {
    row.$extras.auditChanges = changesOf(secretFields, row.$dirty, row.$original)
  })
  model.after('update', (row: LucidRow) => {
    const changes = row.$extras.auditChanges as AuditChanges
    return Object.keys(changes).length ? write(row, entityType, 'update', changes) : undefined
  })
  model.after('delete', (row: LucidRow) => write(row, entityType, 'remove', null))
}
