import type { I18n } from '@adonisjs/i18n'
import type { Infer } from '@vinejs/vine/types'
import db from '@adonisjs/lucid/services/db'
import type Account from '#models/account'
import type { Actor } from '#services/actor'
import { parentEntityType } from '#domain/user_roles'
import type { ModuleType } from '#permissions/names'
import type { clientAdminValidator } from '#validators/user'
import { createUser } from '#actions/users/create_user'
import type { ModuleChoice } from '#actions/users/shared'

/**
 * In each of the client's modules, the administrator's role sits on the top of that module's tree (its root
 * management unit, its workshop or buyer entity) when the client has exactly one; none yet is fine.
 */
async function adminModules(account: Account): Promise<ModuleChoice[]> {
  const held = await db.from('account_modules').where('account_id', account.id).select('module')
  const choices: ModuleChoice[] = []
  for (const { module } of held as { module: ModuleType }[]) {
    if (module === 'root') continue
    const type = parentEntityType(module, 'admin')
    const tops = await db
      .from('organizations')
      .where({ account_id: account.id, type, status: 'active' })
      .select('id')
      .limit(2)
    choices.push({ module, role: 'admin', organizationId: tops.length === 1 ? tops[0].id : null })
  }
  return choices
}

/**
 * `POST /api/clients/:id/admins`: the client's first administrator (user type admin in every module the
 * client holds), invited by e-mail or given the password typed, as any user.
 */
export async function createClientAdmin(
  actor: Actor,
  account: Account,
  fields: Infer<typeof clientAdminValidator>,
  i18n: I18n
) {
  const { language, ...rest } = fields
  const modules = await adminModules(account)
  return createUser(actor, account.id, { ...rest, locale: language ?? account.language, modules }, i18n)
}
