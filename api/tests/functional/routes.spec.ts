import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'

/**
 * Every route must say what it needs: a permission name of part 2 §6 or an explicit public/anonymous/
 * signed-in rule (start/routes/access.ts). A route added without one fails here.
 */
test.group('Routes', () => {
  test('every registered route declares a permission or is explicitly public', async ({ assert }) => {
    const routes = Object.values(router.toJSON()).flat()
    assert.isAbove(routes.length, 5)
    const undeclared = routes
      .filter((route) => ![...route.middleware.all()].some((one: any) => one.name === 'access'))
      .map((route) => `${route.methods.join('|')} ${route.pattern}`)
    assert.deepEqual(undeclared, [])
  })

  test('every API route lives under /api', async ({ assert }) => {
    const routes = Object.values(router.toJSON()).flat()
    assert.isTrue(routes.every((route) => route.pattern.startsWith('/api/')))
  })
})
