import db from '@adonisjs/lucid/services/db'
import type { I18n } from '@adonisjs/i18n'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { errors } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import Account from '#models/account'
import OrganizationRootDetail from '#models/organization_root_detail'
import WhiteLabelConfig from '#models/white_label_config'
import type { ClientModule } from '#domain/premium_features'
import type { clientValidator } from '#validators/client'

export type ClientFields = Infer<typeof clientValidator>

/** Part 2 §5: a module cannot be removed while entities or users of it are active. */
async function modulesStillInUse(accountId: number, removed: string[]) {
  const busy: string[] = []
  for (const module of removed) {
    const entity = await db
      .from('organizations')
      .where({ account_id: accountId, module_type: module, status: 'active' })
      .first()
    const user = await db
      .from('user_modules')
      .join('users', 'users.id', 'user_modules.user_id')
      .where({ 'users.account_id': accountId, 'users.status': 'active', 'user_modules.module': module })
      .first()
    if (entity || user) busy.push(module)
  }
  return busy
}

/** The ids sent for a tab belong to the account (circuits, payment modes, shipping methods). */
async function ownedIds(table: string, accountId: number, ids: number[] | undefined) {
  if (!ids?.length) return true
  const unique = [...new Set(ids)]
  const found = await db.from(table).where('account_id', accountId).whereIn('id', unique).count('* as total')
  return Number(found[0].total) === unique.length
}

async function checkFields(account: Account | null, fields: ClientFields, i18n: I18n) {
  const messages: Record<string, string> = {}
  if (account) {
    const current = (await db.from('account_modules').where('account_id', account.id)).map(
      (row) => row.module as string
    )
    const busy = await modulesStillInUse(
      account.id,
      current.filter((module) => module !== 'root' && !fields.modules.includes(module as ClientModule))
    )
    if (busy.length) {
      messages.modules = i18n.t('validator.shared.messages.moduleInUse', {
        modules: busy.map((module) => i18n.t(`validator.shared.modules.${module}`)).join(', '),
      })
    }
    const tabs = [
      ['circuits', 'activeCircuitIds'],
      ['payment_modes', 'activePaymentModeIds'],
      ['shipping_methods', 'activeShippingMethodIds'],
    ] as const
    for (const [table, field] of tabs) {
      if (!(await ownedIds(table, account.id, fields[field]))) {
        messages[field] = i18n.t('validator.shared.messages.database.exists')
      }
    }
    // As on the circuit itself: a circuit active on a category stays active.
    if (fields.activeCircuitIds && !messages.activeCircuitIds) {
      const used = await db
        .from('category_circuits')
        .join('circuits', 'circuits.id', 'category_circuits.circuit_id')
        .where({ 'circuits.account_id': account.id, 'category_circuits.active': true })
        .whereNotIn('circuits.id', fields.activeCircuitIds)
        .first()
      if (used) messages.activeCircuitIds = i18n.t('errors.circuit_in_use')
    }
  }
  const host = fields.whiteLabel?.host
  if (host) {
    const taken = await db
      .from('white_label_configs')
      .where('host', host)
      .if(account, (query) => query.whereNot('account_id', account!.id))
      .first()
    if (taken) messages['whiteLabel.host'] = i18n.t('validator.shared.messages.hostTaken')
  }
  if (Object.keys(messages).length) throw new errors.E_VALIDATION_ERROR(messages)
}

/** Sets which rows of a tab are active: those listed, the others inactive. */
async function activate(trx: TransactionClientContract, table: string, accountId: number, ids?: number[]) {
  if (!ids) return
  await trx.from(table).where('account_id', accountId).update({ status: 'inactive' })
  if (ids.length) {
    await trx.from(table).where('account_id', accountId).whereIn('id', ids).update({ status: 'active' })
  }
}

/** Creates or updates a client with all its tabs in one transaction. */
export async function saveClient(fields: ClientFields, i18n: I18n, account: Account | null = null) {
  await checkFields(account, fields, i18n)
  const {
    modules,
    premiumFeatures,
    activeCircuitIds,
    activePaymentModeIds,
    activeShippingMethodIds,
    whiteLabel,
    ...columns
  } = fields
  return db.transaction(async (trx) => {
    const client = account ?? new Account()
    client.useTransaction(trx)
    await client.merge(columns).save()

    const current = (await trx.from('account_modules').where('account_id', client.id)).map(
      (row) => row.module as string
    )
    const kept = current.filter((module) => module === 'root')
    await trx
      .from('account_modules')
      .where('account_id', client.id)
      .whereNotIn('module', [...kept, ...modules])
      .delete()
    const added = modules.filter((module) => !current.includes(module))
    if (added.length) {
      await trx
        .table('account_modules')
        .multiInsert(added.map((module) => ({ account_id: client.id, module })))
    }

    const details =
      (await OrganizationRootDetail.query({ client: trx }).where('account_id', client.id).first()) ??
      new OrganizationRootDetail().merge({ accountId: client.id })
    details.useTransaction(trx)
    if (premiumFeatures) details.enabledPremiumFeatures = premiumFeatures
    await details.save()

    await activate(trx, 'circuits', client.id, activeCircuitIds)
    await activate(trx, 'payment_modes', client.id, activePaymentModeIds)
    await activate(trx, 'shipping_methods', client.id, activeShippingMethodIds)

    if (whiteLabel) {
      const config =
        (await WhiteLabelConfig.query({ client: trx }).where('account_id', client.id).first()) ??
        new WhiteLabelConfig().merge({ accountId: client.id, isDefault: false })
      config.useTransaction(trx)
      await config.merge({ host: whiteLabel.host ?? null, status: whiteLabel.status }).save()
    }
    return client
  })
}
