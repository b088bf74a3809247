import type { HttpContext } from '@adonisjs/core/http'
import { claimEdit } from '#services/concurrency'
import { clientValidator, linkedBuyersValidator } from '#validators/client'
import { saveClient } from '#actions/clients/save_client'
import { saveLinkedBuyers } from '#actions/clients/save_linked_buyers'
import { deleteClient } from '#actions/clients/delete_client'
import { createClientAdmin } from '#actions/clients/create_client_admin'
import { clientAdminValidator } from '#validators/user'
import { presentUser } from '#presenters/user'
import { indexedFieldErrors } from '#services/indexed_field_errors_reporter'
import { clientList } from '#queries/clients/list'
import { clientDetails, clientWithDetails, findClient } from '#queries/clients/show'
import { linkedBuyersOf } from '#queries/clients/linked_buyers'
import { presentClient, presentClientRows, presentLinkedBuyers } from '#presenters/client'

/** Clients (`/clients`): the accounts of the platform, managed by a super admin only. */
export default class ClientsController {
  async index(ctx: HttpContext) {
    return presentClientRows(await clientList(ctx))
  }

  async show({ params }: HttpContext) {
    return presentClient(await clientWithDetails(params.id))
  }

  /**
   * The client's root details (part 2 §7 `GET /accounts/{id}/organization-root-detail`): the client with its
   * premium features also under the specification's name, `enabledPremiumFeatures`. One per account: its
   * id is the account's, which `PATCH /organization-root-details/{id}` names.
   */
  async rootDetail({ params }: HttpContext) {
    const client = presentClient(await clientWithDetails(params.id))
    return { ...client, enabledPremiumFeatures: client.premiumFeatures }
  }

  async store({ request, response, i18n }: HttpContext) {
    const fields = await request.validateUsing(clientValidator)
    const account = await saveClient(fields, i18n)
    return response.created(presentClient(await clientWithDetails(account.id)))
  }

  /** The client's first administrator, invited or given a password (contract of `createClientAdmin`). */
  async storeAdmin({ params, request, response, actor, i18n }: HttpContext) {
    const account = await findClient(params.id)
    const fields = await request.validateUsing(clientAdminValidator, indexedFieldErrors())
    const user = await createClientAdmin(actor, account, fields, i18n)
    return response.created(presentUser(user))
  }

  async update({ params, request, i18n }: HttpContext) {
    const account = await findClient(params.id)
    const fields = await request.validateUsing(clientValidator)
    claimEdit(account, request.input('version'))
    await saveClient(fields, i18n, account)
    return presentClient(await clientWithDetails(params.id))
  }

  async destroy({ params }: HttpContext) {
    const account = await findClient(params.id)
    const answer = presentClient(await clientDetails(account))
    const deletion = await deleteClient(account)
    return { ...answer, deletion }
  }

  /** `/account/{accountId}/linked-buyers`: the buyer accounts a retailer works with, and those it could. */
  async linkedBuyers({ params }: HttpContext) {
    return presentLinkedBuyers(await linkedBuyersOf(await findClient(params.id)))
  }

  async updateLinkedBuyers({ params, request, i18n }: HttpContext) {
    const account = await findClient(params.id)
    const { buyerAccountIds } = await request.validateUsing(linkedBuyersValidator)
    await saveLinkedBuyers(account, buyerAccountIds, i18n)
    return presentLinkedBuyers(await linkedBuyersOf(await findClient(params.id)))
  }
}
