import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import WarehouseDispatchRule from '#models/warehouse_dispatch_rule'
import WarehouseDispatchCondition from '#models/warehouse_dispatch_condition'
import type { SetupContext } from './context.js'

/** Where buy-backs go: consoles to Lyon, anything else to the nearest workshop. */
export async function seedDispatchRules(trx: TransactionClientContract, context: SetupContext) {
  const [lille, lyon] = context.warehouses
  const consoles = await WarehouseDispatchRule.create(
    {
      accountId: context.accountId,
      title: 'Consoles vers l’atelier de Lyon',
      position: 1,
      defaultWarehouseId: lyon.id,
      geographic: false,
      status: 'enabled',
    },
    { client: trx }
  )
  await WarehouseDispatchCondition.create(
    {
      ruleId: consoles.id,
      attribute: 'category',
      operator: 'in',
      values: [String(context.categories.get('consoles')!.id)],
    },
    { client: trx }
  )
  await consoles.related('warehouses').attach([lyon.id], trx)

  const nearest = await WarehouseDispatchRule.create(
    {
      accountId: context.accountId,
      title: 'Atelier le plus proche',
      position: 2,
      defaultWarehouseId: lille.id,
      geographic: true,
      status: 'enabled',
    },
    { client: trx }
  )
  await WarehouseDispatchCondition.create(
    { ruleId: nearest.id, attribute: 'productState', operator: 'notIn', values: ['refused'] },
    { client: trx }
  )
  await nearest.related('warehouses').attach([lille.id, lyon.id], trx)
}
