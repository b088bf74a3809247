import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import testUtils from '@adonisjs/core/services/test_utils'
import { permissionsFor } from '#permissions/table'
import { CALLERS, records, sessions, type Records, type Session } from '#tests/helpers/route_access'
import { ROUTE_ACCESS, type Line } from '#tests/functional/route_access_table'
import { TESTED_ELSEWHERE } from '#tests/functional/route_access_elsewhere'
import { tokenOf } from '#tests/helpers/demo'
import { apiMiddleware } from '#start/kernel'

type Route = ReturnType<typeof router.toJSON>[string][number]

const registered = () => Object.values(router.toJSON()).flat()

const accessOf = (route: Route) =>
  [...route.middleware.all()].find((one: any) => one.name === 'access') as { args?: any } | undefined

/** `METHOD /pattern` of each route, HEAD left out where GET answers it too. */
const keysOf = (route: Route) =>
  route.methods
    .filter((method) => method !== 'HEAD' || route.methods.length === 1)
    .map((method) => `${method} ${route.pattern}`)

/** `$name` is a record of tests/helpers/route_access.ts; anything else is sent as it is. */
function resolve(value: unknown, known: Records): unknown {
  if (typeof value === 'string' && value.startsWith('$')) {
    const name = value.slice(1) as keyof Records
    if (!(name in known)) throw new Error(`no record named ${value}`)
    return known[name]
  }
  if (Array.isArray(value)) return value.map((one) => resolve(one, known))
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, one]) => [key, resolve(one, known)]))
  }
  return value
}

/** The caller's module whose role grants the route's permission (else its first one). */
function moduleFor(session: Session, permission: string | undefined) {
  const granting = session.roles.find(([module, role]) =>
    (permissionsFor(module, role) as string[]).includes(permission ?? '')
  )
  return (granting ?? session.roles[0])?.[0]
}

test.group('Routes', () => {
  test('every registered route declares a permission or is explicitly public', async ({ assert }) => {
    const routes = registered()
    assert.isAbove(routes.length, 5)
    const undeclared = routes
      .filter((route) => !accessOf(route))
      .map((route) => `${route.methods.join('|')} ${route.pattern}`)
    assert.deepEqual(undeclared, [])
  })

  test('every route runs the body parser, the locale and the authenticator (the /api group’s middleware)', async ({
    assert,
  }) => {
    const without = registered()
      .filter((route) => ![...route.middleware.all()].includes(apiMiddleware as any))
      .map((route) => `${route.methods.join('|')} ${route.pattern}`)
    assert.deepEqual(without, [])
  })

  test('every API route lives under /api, but /metrics, where Prometheus looks', async ({ assert }) => {
    const outside = registered().filter((route) => !route.pattern.startsWith('/api/'))
    assert.deepEqual(
      outside.map((route) => route.pattern),
      ['/metrics']
    )
  })

  test('every route says who may call it: a line of the access table, or its own spec', async ({
    assert,
  }) => {
    const tabled = ROUTE_ACCESS.map(([route]) => route)
    // A route may have several lines, each with its own parameters or body (one per connector action).
    const lines = ROUTE_ACCESS.map((line) => JSON.stringify([line[0], ...line.slice(1 + CALLERS.length)]))
    const keys = registered().flatMap(keysOf)
    assert.deepEqual(
      keys.filter((key) => !tabled.includes(key) && !TESTED_ELSEWHERE.includes(key)),
      [],
      'a route with no line in route_access_table.ts'
    )
    assert.deepEqual(
      tabled.filter((key, index) => !keys.includes(key) || lines.indexOf(lines[index]) !== index),
      [],
      'a line naming no registered route, or twice'
    )
    assert.deepEqual(
      TESTED_ELSEWHERE.filter((key) => !keys.includes(key) || tabled.includes(key)),
      [],
      'a route listed as tested elsewhere that is gone or now in the table'
    )
  })
})

test.group('Routes / who may call each route on which record', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('each route answers each caller as its line of the access table says', async ({ client, assert }) => {
    const callers = await sessions(client)
    const known = await records()
    const byKey = new Map(registered().flatMap((route) => keysOf(route).map((key) => [key, route])))
    const mismatches: string[] = []
    for (const line of ROUTE_ACCESS as Line[]) {
      const [key, ...rest] = line
      const statuses = rest.slice(0, CALLERS.length) as number[]
      const [params = {}, body] = rest.slice(CALLERS.length) as [Record<string, unknown>?, unknown?]
      const [method, pattern] = key.split(' ')
      const values = resolve(params, known) as Record<string, unknown>
      const path = pattern.replace(/:([a-zA-Z_]+)/g, (_, name: string) => {
        if (values[name] === undefined) throw new Error(`${key}: no value for :${name}`)
        return encodeURIComponent(String(values[name]))
      })
      const permission = accessOf(byKey.get(key)!)?.args?.permission as string | undefined
      for (const [index, caller] of CALLERS.entries()) {
        const session = callers[caller]
        const request = client.request(path, method as any)
        if (session.token) request.bearerToken(session.token)
        const module = moduleFor(session, permission)
        if (module) request.header('X-Module', module)
        const sent = body === undefined ? undefined : (resolve(body, known) as Record<string, any>)
        if (sent && ['GET', 'HEAD'].includes(method)) request.qs(sent)
        else if (sent) request.json(sent)
        const response = await request
        if (response.status() !== statuses[index]) {
          mismatches.push(`${key} as ${caller}: ${response.status()}, expected ${statuses[index]}`)
        }
      }
    }
    assert.deepEqual(mismatches, [])

    // The records are real: their own people reach them, so each 404 above is the caller's scope.
    const lille = await tokenOf(client, 'operator@demo-retail.test')
    const admin = await tokenOf(client, 'admin@demo-retail.test')
    for (const [token, module, path] of [
      [lille, 'rps', `/api/packages/${known.package}`],
      [lille, 'rps', `/api/items-stock/${known.item}`],
      [lille, 'rps', `/api/item-refurb-steps/${known.itemStep}`],
      [lille, 'rps', `/api/packages/${known.package}/documents/transport_order`],
      [admin, 'tim', `/api/payments/${known.payment}`],
      [admin, 'rps', `/api/stocks/${known.stock}`],
      [admin, 'tim', `/api/connector-organizations/${known.configuration}`],
    ]) {
      const response = await client.get(path).bearerToken(token).header('X-Module', module)
      assert.equal(response.status(), 200, path)
    }
  }).timeout(120_000)
})
