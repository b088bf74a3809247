import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import db from '@adonisjs/lucid/services/db'
import Buyback from '#models/buyback'
import Item from '#models/item'
import Organization from '#models/organization'
import { declaredAnswers } from '#services/buybacks/declared_answers'

/** What the check-in view reads of each buy-back besides its row: its product and circuit. */
export const withCheckinRelations = <Q extends ModelQueryBuilderContract<typeof Buyback, Buyback>>(
  query: Q
) => query.preload('product').preload('circuit')

/**
 * What the check-in screen shows of a buy-back before the operator confirms (part 1 §2 "Warehouse"):
 * the product, the declared grade and answers, the circuit the customer used and the workshop the item is
 * expected at, with its item(s). Never the customer's identity, IBAN or prices beyond the declared one.
 */
export async function presentForCheckin(
  buybackIds: number[],
  language: string,
  client: QueryClientContract = db.connection()
) {
  const buybacks = await withCheckinRelations(
    Buyback.query({ client }).whereIn('id', [...new Set(buybackIds)])
  ).orderBy('id')
  return presentBuybacksForCheckin(buybacks, language, client)
}

/** The same view of buy-backs already read through `withCheckinRelations` (the lookup reads its one once). */
export async function presentBuybacksForCheckin(
  buybacks: Buyback[],
  language: string,
  client: QueryClientContract = db.connection()
) {
  const items = await Item.query({ client }).whereIn(
    'buyback_id',
    buybacks.map((buyback) => buyback.id)
  )
  const workshopIds = [
    ...buybacks.map((buyback) => buyback.warehouseId),
    ...items.map((item) => item.destinationWarehouseId),
  ].filter((id): id is number => id !== null)
  const workshops = workshopIds.length
    ? await Organization.query({ client }).whereIn('id', [...new Set(workshopIds)])
    : []
  const workshop = (id: number | null) => {
    const found = workshops.find((one) => one.id === id)
    return found ? { id: found.id, name: found.commonName } : null
  }

  return Promise.all(
    buybacks.map(async (buyback) => {
      const own = items.filter((item) => item.buybackId === buyback.id)
      return {
        id: buyback.id,
        identificationNumber: buyback.identificationNumber,
        status: buyback.status,
        channel: buyback.channel,
        product: buyback.product
          ? {
              id: buyback.product.id,
              label: buyback.product.label,
              brand: buyback.product.brand,
              model: buyback.product.modele,
            }
          : null,
        declaredGrade: buyback.declaredGrade,
        declaredPrice: buyback.declaredPrice,
        answers: await declaredAnswers(buyback, language),
        circuit: buyback.circuit
          ? { code: buyback.circuit.code, name: buyback.circuit.name, deposit: buyback.circuit.deposit }
          : null,
        // The item's destination is where it is routed now; the buy-back's workshop is where it was sent.
        expectedWorkshop: workshop(own[0]?.destinationWarehouseId ?? buyback.warehouseId),
        items: own.map((item) => ({
          id: item.id,
          identificationNumber: item.identificationNumber,
          status: item.status,
        })),
      }
    })
  )
}

export type CheckinView = Awaited<ReturnType<typeof presentBuybacksForCheckin>>[number]
