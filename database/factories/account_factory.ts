import factory from '@adonisjs/lucid/factories'
import Account from '#models/account'
import AccountModule from '#models/account_module'

export const AccountModuleFactory = factory.define(AccountModule, () => ({ module: 'tim' as const })).build()

/** An active client account; give it its modules with `.with('modules', …)` or `accountWith()`. */
export const AccountFactory = factory
  .define(Account, ({ faker }) => ({
    commonName: `${faker.company.name()} ${faker.string.alphanumeric(6)}`.slice(0, 100),
    corporateName: faker.company.name().slice(0, 100),
    status: 'active' as const,
    country: 'FR',
  }))
  .relation('modules', () => AccountModuleFactory)
  .state('inactive', (account) => (account.status = 'inactive'))
  .build()
