import db from '@adonisjs/lucid/services/db'
import Category from '#models/category'
import Circuit from '#models/circuit'
import { categoryColumns, type CreateCategoryFields } from '#actions/categories/category_fields'
import { checkActiveCircuits } from '#actions/categories/check_circuit_rules'

/**
 * Creates a category of `accountId` below its parent (none for the account's first category, its root),
 * with its reference workshops and the circuits it starts with, active, in one transaction.
 */
export async function createCategory(accountId: number, fields: CreateCategoryFields) {
  return db.transaction(async (trx) => {
    const parent = fields.parentId
      ? await Category.query({ client: trx })
          .where('account_id', accountId)
          .where('id', fields.parentId)
          .firstOrFail()
      : null
    const circuits = fields.circuitIds?.length
      ? await Circuit.query({ client: trx }).where('account_id', accountId).whereIn('id', fields.circuitIds)
      : []
    checkActiveCircuits(circuits)

    const category = await Category.create(
      {
        ...categoryColumns(fields),
        accountId,
        parentId: parent?.id ?? null,
        path: parent ? `${parent.path}${parent.id}/` : '/',
        status: fields.status ?? 'active',
      },
      { client: trx }
    )
    await category.related('warehouses').attach([...new Set(fields.warehouseIds)], trx)
    if (circuits.length) {
      await category
        .related('circuits')
        .attach(Object.fromEntries(circuits.map((circuit) => [circuit.id, { active: true }])), trx)
    }
    return category
  })
}
