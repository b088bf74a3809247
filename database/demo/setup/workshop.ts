import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Stock from '#models/stock'
import { completeNativeStocks, createSharedNativeStocks } from '#services/native_stock_creation'
import RefurbStep from '#models/refurb_step'
import RefurbDiagnosticQuestion from '#models/refurb_diagnostic_question'
import RefurbDiagnosticAnswer from '#models/refurb_diagnostic_answer'
import type { SetupContext } from './context.js'

/**
 * The workshops' stocks (the native ones, shared by the account's workshops, and a shelf per workshop),
 * refurb steps with their costs and the refurb diagnosis. The native stocks come from the service that
 * gives a new workshop its own, so that each workshop resolves every kind as the product makes them.
 */
export async function seedWorkshop(trx: TransactionClientContract, context: SetupContext) {
  const stocks = new Map<string, Stock>(await createSharedNativeStocks(trx, context.accountId))
  for (const [index, warehouse] of context.warehouses.entries()) {
    const shelf = await Stock.create(
      {
        accountId: context.accountId,
        warehouseId: warehouse.id,
        name: `Rayonnage ${String.fromCharCode(65 + index)} – ${warehouse.city}`,
        identifier: `SHELF-${index + 1}`,
        location: 'Allée 1',
      },
      { client: trx }
    )
    stocks.set(`shelf-${index}`, shelf)
    warehouse.stockId = stocks.get('to_be_verified')!.id
    await warehouse.useTransaction(trx).save()
    await completeNativeStocks(trx, warehouse)
  }

  const steps = new Map<string, RefurbStep>()
  const definitions: [string, string, string, number][] = [
    ['screen', 'Remplacement de l’écran', 'Dépose et pose d’un écran neuf, test tactile.', 6500],
    ['battery', 'Remplacement de la batterie', 'Batterie neuve et calibration.', 2500],
    ['casing', 'Remplacement de la coque', 'Coque arrière et châssis.', 3000],
    ['cleaning', 'Nettoyage complet', 'Nettoyage, désinfection et polissage.', 500],
    ['reset', 'Réinitialisation logicielle', 'Effacement certifié et réinstallation du système.', 300],
  ]
  for (const [key, name, description, cost] of definitions) {
    const step = await RefurbStep.create(
      {
        accountId: context.accountId,
        name,
        description,
        // The certified erasure that phones, tablets, laptops and watches need before they are sold.
        dataErasure: key === 'reset',
        stockId: stocks.get('to_refurbish')!.id,
        status: 'active',
      },
      { client: trx }
    )
    await step
      .related('costs')
      .attach(
        Object.fromEntries(
          context.warehouses.map((warehouse, index) => [warehouse.id, { cost: cost + index * 200 }])
        ),
        trx
      )
    steps.set(key, step)
  }

  const questions: [string, 'unique' | 'multiple', [string, string[]][]][] = [
    [
      'Quel est l’état de l’écran ?',
      'unique',
      [
        ['Parfait', []],
        ['Rayé', ['cleaning']],
        ['Cassé', ['screen']],
      ],
    ],
    [
      'Quelles pièces sont usées ?',
      'multiple',
      [
        ['Batterie', ['battery']],
        ['Coque', ['casing']],
        ['Aucune', []],
      ],
    ],
    [
      'Le système doit-il être réinstallé ?',
      'unique',
      [
        ['Oui', ['reset']],
        ['Non', []],
      ],
    ],
  ]
  const productIds = (await trx.from('products').where('account_id', context.accountId).select('id')).map(
    (row) => row.id as string
  )
  for (const [position, [title, type, answers]] of questions.entries()) {
    const question = await RefurbDiagnosticQuestion.create(
      { accountId: context.accountId, title, type, position },
      { client: trx }
    )
    // Every demo product asks these questions at its refurb diagnosis.
    if (productIds.length) {
      await trx
        .insertQuery()
        .table('product_refurb_questions')
        .multiInsert(productIds.map((productId) => ({ product_id: productId, question_id: question.id })))
    }
    for (const [index, [name, stepKeys]] of answers.entries()) {
      const answer = await RefurbDiagnosticAnswer.create(
        { questionId: question.id, name, position: index },
        { client: trx }
      )
      await answer.related('steps').attach(
        stepKeys.map((key) => steps.get(key)!.id),
        trx
      )
    }
  }
  return { stocks, steps }
}
