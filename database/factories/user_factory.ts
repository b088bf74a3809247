import factory from '@adonisjs/lucid/factories'
import User from '#models/user'
import UserModule from '#models/user_module'
import { AccountFactory } from './account_factory.js'

/** The password of every user a factory makes, for the tests that go through the login route. */
export const FACTORY_PASSWORD = 'Reprise-Factory-1'

export const UserModuleFactory = factory
  .define(UserModule, () => ({ module: 'tim' as const, role: 'admin' as const }))
  .build()

/**
 * An active back-office user. Its password is left empty (hashing is slow and most tests sign in with a
 * token, see `tokenFor`); the `withPassword` state sets FACTORY_PASSWORD for the login route.
 */
export const UserFactory = factory
  .define(User, ({ faker }) => ({
    email: `${faker.string.alphanumeric(10).toLowerCase()}@${faker.internet.domainWord()}.test`,
    firstname: faker.person.firstName(),
    lastname: faker.person.lastName(),
    status: 'active' as const,
    password: null,
  }))
  .relation('account', () => AccountFactory)
  .relation('modules', () => UserModuleFactory)
  .state('withPassword', (user) => (user.password = FACTORY_PASSWORD))
  .state('inactive', (user) => (user.status = 'inactive'))
  .build()
