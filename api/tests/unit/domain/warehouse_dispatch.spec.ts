import { test } from '@japa/runner'
import {
  destinationWarehouse,
  distanceKm,
  type DispatchItem,
  type DispatchRule,
} from '#domain/warehouse_dispatch'

const lille = { id: 1, latitude: 50.57, longitude: 3.1 }
const lyon = { id: 2, latitude: 45.73, longitude: 4.95 }
const paris = { latitude: 48.86, longitude: 2.35 }
const marseille = { latitude: 43.3, longitude: 5.37 }

const phone: DispatchItem = { brand: 'Apple', categoryIds: [3, 2, 1], circuit: 'web_post', productState: 'B' }

const rule = (fields: Partial<DispatchRule>): DispatchRule => ({
  id: 1,
  position: 1,
  conditions: [],
  warehouses: [lille, lyon],
  defaultWarehouseId: lille.id,
  geographic: false,
  ...fields,
})

test.group('Warehouse dispatch rules', () => {
  test('the first rule, by position, whose conditions all hold decides', ({ assert }) => {
    const rules = [
      rule({ id: 2, position: 2, defaultWarehouseId: lyon.id }),
      rule({
        id: 1,
        position: 1,
        conditions: [{ attribute: 'brand', operator: 'in', values: ['samsung'] }],
      }),
    ]
    assert.equal(destinationWarehouse(rules, phone), lyon.id)
    assert.equal(destinationWarehouse(rules, { ...phone, brand: 'SAMSUNG' }), lille.id)
  })

  test('in and notIn on brand, category (with its ancestors), circuit and product state', ({ assert }) => {
    const only = (
      attribute: DispatchRule['conditions'][number]['attribute'],
      operator: 'in' | 'notIn',
      values: string[]
    ) => destinationWarehouse([rule({ conditions: [{ attribute, operator, values }] })], phone)
    assert.equal(only('category', 'in', ['2']), lille.id)
    assert.isNull(only('category', 'in', ['7']))
    assert.isNull(only('category', 'notIn', ['1']))
    assert.equal(only('circuit', 'in', ['web_post', 'web_drop']), lille.id)
    assert.isNull(only('circuit', 'notIn', ['web_post']))
    assert.equal(only('productState', 'notIn', ['E', 'functional']), lille.id)
    assert.isNull(
      destinationWarehouse(
        [rule({ conditions: [{ attribute: 'brand', operator: 'in', values: ['Apple'] }] })],
        { ...phone, brand: null }
      )
    )
  })

  test('a geographic rule sends to the nearest workshop of the rule, else to the default', ({ assert }) => {
    const geographic = [rule({ geographic: true, defaultWarehouseId: lyon.id })]
    assert.equal(destinationWarehouse(geographic, { ...phone, origin: paris }), lille.id)
    assert.equal(destinationWarehouse(geographic, { ...phone, origin: marseille }), lyon.id)
    assert.equal(destinationWarehouse(geographic, phone), lyon.id)
    const unlocated = [
      rule({
        geographic: true,
        warehouses: [{ id: 9, latitude: null, longitude: null }],
        defaultWarehouseId: null,
      }),
    ]
    assert.equal(destinationWarehouse(unlocated, { ...phone, origin: paris }), 9)
  })

  test('no matching rule gives no workshop; distances are great-circle kilometres', ({ assert }) => {
    assert.isNull(destinationWarehouse([], phone))
    assert.approximately(distanceKm(paris, { latitude: 50.57, longitude: 3.1 }), 198, 5)
  })
})
