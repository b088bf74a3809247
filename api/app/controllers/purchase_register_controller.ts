import type { HttpContext } from '@adonisjs/core/http'
import { paginateList } from '#services/list_query'
import { registerExportValidator, registerQueryValidator } from '#validators/purchase_register'
import { REGISTER_LIST, visibleEntries, visibleStores } from '#services/purchase_register/list'
import { presentEntry } from '#presenters/purchase_register'
import { exportRegister } from '#actions/purchase_register/export_register'
import { sendFile } from '#services/stored_files'

/**
 * `/api/purchase-register` (DESIGN.md §8): the entries of the registers the caller sees, read only: no route
 * changes or removes one. The export is the same selection as CSV or PDF, in the caller's language.
 */
export default class PurchaseRegisterController {
  async index(ctx: HttpContext) {
    await ctx.request.validateUsing(registerQueryValidator, { data: ctx.request.qs() })
    const entries = await paginateList(ctx, visibleEntries(ctx.actor), REGISTER_LIST)
    return entries.map(presentEntry)
  }

  async filterOptions({ actor }: HttpContext) {
    return { stores: await visibleStores(actor) }
  }

  async export({ request, response, actor, i18n }: HttpContext) {
    const filters = await request.validateUsing(registerExportValidator, { data: request.qs() })
    return sendFile(response, await exportRegister(actor, filters, i18n))
  }
}
