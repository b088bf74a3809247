import { test } from '@japa/runner'
import { MODULES, PERMISSIONS, USER_TYPES } from '#permissions/names'
import { ROLE_PERMISSIONS, permissionsFor, userTypesOf } from '#permissions/table'

test.group('Permission table', () => {
  test('names only known modules, user types and permissions', ({ assert }) => {
    for (const [module, roles] of Object.entries(ROLE_PERMISSIONS)) {
      assert.include(MODULES, module)
      for (const [role, permissions] of Object.entries(roles)) {
        assert.include(USER_TYPES, role)
        for (const permission of permissions ?? []) assert.include(PERMISSIONS, permission)
      }
    }
  })

  test('only store managers and sellers see the store cart', ({ assert }) => {
    for (const module of MODULES) {
      for (const role of userTypesOf(module)) {
        const hasCart = permissionsFor(module, role).includes('store_cart')
        assert.equal(
          hasCart,
          module === 'tim' && ['store_manager', 'store_seller'].includes(role),
          `${module}/${role}`
        )
      }
    }
  })

  test('a caller changing the list it got changes nobody else’s', ({ assert }) => {
    const first = permissionsFor('tim', 'store_seller')
    const expected = [...first]
    first.push('admin')
    first.reverse()
    assert.deepEqual(permissionsFor('tim', 'store_seller'), expected)
  })

  test('a pair outside the table grants nothing', ({ assert }) => {
    assert.deepEqual(permissionsFor('rps', 'store_seller'), [])
    assert.deepEqual(permissionsFor('tim', 'pseudo_anonymous'), [])
  })

  test('only holders of admin rights may assign admins', ({ assert }) => {
    assert.include(permissionsFor('tim', 'admin'), 'assign_admin')
    assert.notInclude(permissionsFor('tim', 'root_management_unit_manager'), 'assign_admin')
    assert.notInclude(permissionsFor('tim', 'store_manager'), 'assign_admin')
  })
})

test.group('Permission document', () => {
  test('docs/permissions.md is generated from the current table', async ({ assert }) => {
    const { readFile } = await import('node:fs/promises')
    const app = (await import('@adonisjs/core/services/app')).default
    const { permissionsDocument } = await import('#permissions/document')
    const onDisk = await readFile(app.makePath('docs/permissions.md'), 'utf8')
    assert.equal(onDisk, permissionsDocument(), 'run `npm run permissions:doc -w api`')
  })
})
