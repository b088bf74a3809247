import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import Account from '#models/account'
import BusinessError from '#exceptions/business_error'
import { paginateList } from '#services/list_query'
import { claimEdit } from '#services/concurrency'
import { clientValidator, linkedBuyersValidator } from '#validators/client'
import { saveClient } from '#actions/clients/save_client'
import { saveLinkedBuyers } from '#actions/clients/save_linked_buyers'
import { deleteClient } from '#actions/clients/delete_client'
import { createClientAdmin } from '#actions/clients/create_client_admin'
import { clientAdminValidator } from '#validators/user'
import { presentUser } from '#services/user_presenter'
import { indexedFieldErrors } from '#services/indexed_field_errors_reporter'

const findClient = async (id: string) => {
  const account = await Account.query()
    .where('id', id)
    .where('is_platform', false)
    .whereNull('deleted_at')
    .first()
  if (!account) throw new BusinessError('account_not_found', 404)
  return account
}

async function presentClient(account: Account) {
  const [modules, details, whiteLabel, circuits, paymentModes, shippingMethods, linked] = await Promise.all([
    db.from('account_modules').where('account_id', account.id).select('module'),
    db.from('organization_root_details').where('account_id', account.id).first(),
    db.from('white_label_configs').where('account_id', account.id).first(),
    db
      .from('circuits')
      .where('account_id', account.id)
      .orderBy('name')
      .select('id', 'name', 'code', 'status'),
    db
      .from('payment_modes')
      .where('account_id', account.id)
      .orderBy('label')
      .select('id', 'label', 'type', 'status'),
    db
      .from('shipping_methods')
      .where('account_id', account.id)
      .orderBy('type')
      .select('id', 'type', 'description', 'channel', 'status'),
    db.from('linked_buyers').where('retailer_account_id', account.id).select('buyer_account_id'),
  ])
  const active = (rows: { id: number; status: string }[]) =>
    rows.filter((row) => row.status === 'active').map((row) => row.id)
  return {
    id: account.id,
    commonName: account.commonName,
    corporateName: account.corporateName,
    siret: account.siret,
    shareCapital: account.shareCapital === null ? null : Number(account.shareCapital),
    status: account.status,
    street: account.street,
    streetComplement: account.streetComplement,
    zipCode: account.zipCode,
    city: account.city,
    country: account.country,
    currency: account.currency,
    language: account.language,
    webUrl: account.webUrl,
    gtmId: account.gtmId,
    consentToolId: account.consentToolId,
    paymentIssuer: account.paymentIssuer,
    transportContractHolder: account.transportContractHolder,
    modules: modules.map((row) => row.module).filter((module) => module !== 'root'),
    premiumFeatures: details?.enabled_premium_features ? JSON.parse(details.enabled_premium_features) : [],
    whiteLabel: { host: whiteLabel?.host ?? null, status: whiteLabel?.status ?? 'inactive' },
    circuits,
    activeCircuitIds: active(circuits),
    paymentModes,
    activePaymentModeIds: active(paymentModes),
    shippingMethods,
    activeShippingMethodIds: active(shippingMethods),
    linkedBuyerIds: linked.map((row) => row.buyer_account_id),
    updatedAt: account.updatedAt?.toISO() ?? null,
    version: account.version,
  }
}

/** Clients (`/clients`): the accounts of the platform, managed by a super admin only. */
export default class ClientsController {
  async index(ctx: HttpContext) {
    const query = Account.query().where('accounts.is_platform', false).whereNull('accounts.deleted_at')
    const rows = await paginateList(ctx, query, {
      sortable: {
        commonName: 'accounts.common_name',
        city: 'accounts.city',
        status: 'accounts.status',
        createdAt: 'accounts.created_at',
      },
      defaultSort: ['commonName', 'asc'],
      search: ['accounts.common_name', 'accounts.corporate_name', 'accounts.siret'],
      filters: {
        status: (q, value) => q.where('accounts.status', String(value)),
        module: (q, value) =>
          q.whereIn('accounts.id', (sub) =>
            sub.from('account_modules').select('account_id').where('module', String(value))
          ),
      },
    })
    const modules = await db
      .from('account_modules')
      .whereIn(
        'account_id',
        rows.map((row) => row.id)
      )
      .whereNot('module', 'root')
    return rows.map((account) => ({
      id: account.id,
      commonName: account.commonName,
      corporateName: account.corporateName,
      siret: account.siret,
      city: account.city,
      country: account.country,
      status: account.status,
      modules: modules.filter((row) => row.account_id === account.id).map((row) => row.module),
    }))
  }

  async show({ params }: HttpContext) {
    return presentClient(await findClient(params.id))
  }

  /**
   * The client's root details (part 2 §7 `GET /accounts/{id}/organization-root-detail`): the client with its
   * premium features also under the specification's name, `enabledPremiumFeatures`. One per account: its
   * id is the account's, which `PATCH /organization-root-details/{id}` names.
   */
  async rootDetail({ params }: HttpContext) {
    const client = await presentClient(await findClient(params.id))
    return { ...client, enabledPremiumFeatures: client.premiumFeatures }
  }

  async store({ request, response, i18n }: HttpContext) {
    const fields = await request.validateUsing(clientValidator)
    const account = await saveClient(fields, i18n)
    return response.created(await presentClient(await findClient(String(account.id))))
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
    return presentClient(await findClient(params.id))
  }

  async destroy({ params }: HttpContext) {
    const account = await findClient(params.id)
    const answer = await presentClient(account)
    const deletion = await deleteClient(account)
    return { ...answer, deletion }
  }

  /** `/account/{accountId}/linked-buyers`: the buyer accounts a retailer works with, and those it could. */
  async linkedBuyers({ params }: HttpContext) {
    const account = await findClient(params.id)
    const [linked, buyers] = await Promise.all([
      db.from('linked_buyers').where('retailer_account_id', account.id).select('buyer_account_id'),
      db
        .from('accounts')
        .join('account_modules', 'account_modules.account_id', 'accounts.id')
        .where('account_modules.module', 'lcm')
        .whereNot('accounts.id', account.id)
        .orderBy('accounts.common_name')
        .select('accounts.id', 'accounts.common_name as commonName', 'accounts.status'),
    ])
    return {
      id: account.id,
      commonName: account.commonName,
      buyerAccountIds: linked.map((row) => row.buyer_account_id),
      buyers,
    }
  }

  async updateLinkedBuyers({ params, request, i18n }: HttpContext) {
    const account = await findClient(params.id)
    const { buyerAccountIds } = await request.validateUsing(linkedBuyersValidator)
    await saveLinkedBuyers(account, buyerAccountIds, i18n)
    return this.linkedBuyers({ params } as HttpContext)
  }
}
