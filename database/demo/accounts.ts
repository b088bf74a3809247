import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Account from '#models/account'
import AccountModule from '#models/account_module'
import User from '#models/user'
import UserModule from '#models/user_module'
import type Organization from '#models/organization'
import type { ModuleType, UserType } from '#permissions/names'

/** The password of every demo login (README "Demo logins"). */
export const DEMO_PASSWORD = 'Reprise-Demo-1'

/** An active account of the demo with its modules. */
export async function createAccount(
  trx: TransactionClientContract,
  fields: Partial<Account>,
  modules: ModuleType[]
) {
  const account = await Account.create({ status: 'active', country: 'FR', ...fields }, { client: trx })
  await AccountModule.createMany(
    modules.map((module) => ({ accountId: account.id, module })),
    { client: trx }
  )
  return account
}

/** A demo login of `account`, with its role in each module (and the organization it works in). */
export async function addUser(
  trx: TransactionClientContract,
  account: Account,
  email: string,
  names: [string, string],
  modules: [ModuleType, UserType, Organization | null][]
) {
  const user = new User().useTransaction(trx)
  user.fill({ accountId: account.id, email, firstname: names[0], lastname: names[1], status: 'active' })
  user.password = DEMO_PASSWORD
  user.lastModule = modules[0][0]
  await user.save()
  await UserModule.createMany(
    modules.map(([module, role, organization]) => ({
      userId: user.id,
      module,
      role,
      organizationId: organization?.id ?? null,
    })),
    { client: trx }
  )
  return user
}
