import AuditLog from '#models/audit_log'
import BusinessError from '#exceptions/business_error'
import { personalData } from '#services/personal_data/person'
import type { Actor } from '#services/actor'

/**
 * A person's data (GDPR art. 15) as the caller's scope finds it by e-mail, the export audited with its
 * format; 404 when no customer has that address.
 */
export async function exportPerson(actor: Actor, email: string, format: string) {
  const data = await personalData(actor, email)
  if (!data.customers.length) throw new BusinessError('personal_data_not_found', 404)
  await AuditLog.create({
    accountId: data.customers[0].accountId,
    userId: actor.user.id,
    action: 'create',
    entityType: 'personal_data_export',
    entityId: data.customers.map((customer) => customer.id).join(','),
    changes: { format: { to: format } },
  })
  return data
}
