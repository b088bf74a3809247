import type { HttpContext } from '@adonisjs/core/http'
import { personalDataValidator } from '#validators/personal_data'
import { personalDataCsv } from '#services/personal_data/csv'
import { erasePerson } from '#actions/personal_data/erase_person'
import { exportPerson } from '#actions/personal_data/export_person'
import { sendFile } from '#services/stored_files'

/**
 * A person's requests (GDPR art. 15 and 17), for the account's admin and the platform: `GET
 * /api/personal-data?email=` (JSON, or `format=csv`) and `POST /api/personal-data/erase`. Each is audited.
 */
export default class PersonalDataController {
  async show({ request, response, actor, i18n }: HttpContext) {
    const { email, format } = await request.validateUsing(personalDataValidator, { data: request.qs() })
    const data = await exportPerson(actor, email, format ?? 'json')
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
