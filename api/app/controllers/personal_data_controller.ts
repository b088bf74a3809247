import type { HttpContext } from '@adonisjs/core/http'
import AuditLog from '#models/audit_log'
import BusinessError from '#exceptions/business_error'
import { personalDataValidator } from '#validators/personal_data'
import { personalData } from '#services/personal_data/person'
import { personalDataCsv } from '#services/personal_data/csv'
import { erasePerson } from '#actions/personal_data/erase_person'
import { sendFile } from '#services/stored_files'

/**
 * A person's requests (GDPR art. 15 and 17), for the account's admin and the platform: `GET
 * /api/personal-data?email=` (JSON, or `format=csv`) and `POST /api/personal-data/erase`. Each is audited.
 */
export default class PersonalDataController {
  async show({ request, response, actor, i18n }: HttpContext) {
    const { email, format } = await request.validateUsing(personalDataValidator, { data: request.qs() })
    const data = await personalData(actor, email)
    if (!data.customers.length) throw new BusinessError('personal_data_not_found', 404)
    await AuditLog.create({
      accountId: data.customers[0].accountId,
      userId: actor.user.id,
      action: 'create',
      entityType: 'personal_data_export',
      entityId: data.customers.map((customer) => customer.id).join(','),
      changes: { format: { to: format ?? 'json' } },
    })
    if (format !== 'csv') return data
    return sendFile(response, {
      body: Buffer.from(personalDataCsv(data, i18n)),
      contentType: 'text/csv; charset=utf-8',
      fileName: `personal-data-${data.customers[0].id}.csv`,
    })
  }

  async erase({ request, actor, i18n }: HttpContext) {
    const { email } = await request.validateUsing(personalDataValidator)
    return erasePerson(actor, email, i18n)
  }
}
