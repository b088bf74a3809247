import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import testUtils from '@adonisjs/core/services/test_utils'
import Account from '#models/account'
import Organization from '#models/organization'
import User from '#models/user'
import UserModule from '#models/user_module'
import { ROLE_PERMISSIONS, permissionsFor } from '#permissions/table'
import type { ModuleType, UserType } from '#permissions/names'

/**
 * Every route × every user type of the permission table: a route that needs a permission answers 403
 * exactly to the user types whose set lacks it, and never 403 (nor 401) to the others.
 */
const ENTITY_OF: Partial<Record<UserType, Organization['type']>> = {
  root_management_unit_manager: 'root_management_unit',
  root_management_unit_analyst: 'root_management_unit',
  management_unit_manager: 'management_unit',
  management_unit_analyst: 'management_unit',
  store_manager: 'store',
  store_seller: 'store',
  warehouse_manager: 'warehouse',
  warehouse_operator: 'warehouse',
  buyer_manager: 'buyer',
}

/** A value for a route parameter that satisfies its matcher (a number, or a UUID), naming no record. */
function sampleParam(match?: RegExp) {
  for (const value of ['999999', '00000000-0000-4000-8000-000000000000']) {
    if (!match || new RegExp(`^(?:${match.source})$`).test(value)) return value
  }
  return '999999'
}

function guardedRoutes() {
  return Object.values(router.toJSON())
    .flat()
    .flatMap((route) => {
      const access = [...route.middleware.all()].find((one: any) => one.name === 'access') as any
      const permission = access?.args?.permission as string | undefined
      if (!permission) return []
      const path = route.pattern
        .replace(/:([a-zA-Z_]+)\??/g, (_, name: string) => sampleParam((route.matchers as any)[name]?.match))
        .replace('*', 'nothing.png')
      return route.methods
        .filter((method) => method !== 'HEAD')
        .map((method) => ({ method, path, permission }))
    })
}

async function userFor(module: ModuleType, role: UserType) {
  const demo = await Account.findByOrFail(
    'commonName',
    role === 'super_admin' ? 'Reprise' : role === 'buyer_manager' ? 'Demo Buyer' : 'Demo Retail'
  )
  const entityType = ENTITY_OF[role]
  const entity = entityType
    ? await Organization.query().where('account_id', demo.id).where('type', entityType).firstOrFail()
    : null
  const user = await User.create({
    accountId: demo.id,
    email: `matrix.${module}.${role}@demo-retail.test`,
    firstname: 'Matrix',
    lastname: role,
    status: 'active',
    password: null,
    isAnonymous: false,
    forceConnectionBySso: false,
  })
  await UserModule.create({ userId: user.id, module, role, organizationId: entity?.id ?? null })
  return (await User.accessTokens.create(user)).value!.release()
}

test.group('Permission matrix', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('each route answers 403 exactly to the user types the table does not allow', async ({
    client,
    assert,
  }) => {
    const routes = guardedRoutes()
    assert.isAbove(routes.length, 5)
    const mismatches: string[] = []

    for (const [module, roles] of Object.entries(ROLE_PERMISSIONS) as [
      ModuleType,
      Record<string, unknown>,
    ][]) {
      for (const role of Object.keys(roles) as UserType[]) {
        const token = await userFor(module, role)
        const granted = new Set<string>(permissionsFor(module, role))
        for (const route of routes) {
          const request = client
            .request(route.path, route.method)
            .bearerToken(token)
            .header('X-Module', module)
          const response = ['POST', 'PUT', 'PATCH'].includes(route.method)
            ? await request.json({})
            : await request
          const refused = response.status() === 403 || response.status() === 401
          if (refused === granted.has(route.permission)) {
            mismatches.push(`${module}/${role} ${route.method} ${route.path} → ${response.status()}`)
          }
        }
      }
    }
    assert.deepEqual(mismatches, [])
    // Every role against every guarded route, one after another: about 40 s on a quiet machine, several
    // minutes on a busy one (the suite holds while another program uses the CPU).
  }).timeout(360_000)
})
