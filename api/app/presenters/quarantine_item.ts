import type { HttpContext } from '@adonisjs/core/http'
import type Item from '#models/item'
import type Stock from '#models/stock'
import { quarantineActionsOf } from '#services/buybacks/quarantine_actions'
import type { QuarantineFacts } from '#services/buybacks/quarantine_facts'
import type { quarantineList } from '#queries/quarantine/list'

type Page = Awaited<ReturnType<typeof quarantineList>>

/**
 * The rows of `/buybacksQuarantine` on the wire. Each lists the actions the caller may take on it
 * (`actions`), which the screen shows as its only buttons.
 */
export function presentQuarantineRows({ actor, i18n }: HttpContext, { rows, facts }: Page) {
  const actionsOf = quarantineActionsOf(actor)
  const reasonOf = ({ reason }: QuarantineFacts) =>
    reason === undefined ? null : (i18n.t(`verification.quarantine_reasons.${reason}`) as string)
  return Promise.all(
    rows.map(async ({ $extras: names, ...row }) => {
      const fact = facts.get(row.id)!
      return {
        id: row.id,
        identificationNumber: row.identificationNumber,
        status: row.status,
        name: row.name,
        buyback: { id: row.buybackId, identificationNumber: names.buyback_number },
        stock: row.stockId ? { id: row.stockId, name: names.stock_name } : null,
        workshop: row.warehouseId ? { id: row.warehouseId, name: names.workshop_name } : null,
        quarantinedAt: fact.quarantined?.at ?? null,
        reason: [reasonOf(fact), fact.quarantined?.comment].filter(Boolean).join(' — ') || null,
        readyFrom: row.readyFrom?.toISODate() ?? null,
        actions: await actionsOf({
          ...row,
          labelBooked: fact.labelBooked ?? false,
          // Left joined: a buy-back without a customer reads as an address without its fields.
          customer: {
            street: names.customer_street,
            zipCode: names.customer_zip_code,
            city: names.customer_city,
          },
        }),
      }
    })
  )
}

/** An item after its release: its status, where it went and from when it may be worked on. */
export const presentReleased = (item: Item, stock: Stock) => ({
  id: item.id,
  status: item.status,
  stock: { id: stock.id, name: stock.name },
  readyFrom: item.readyFrom?.toISODate() ?? null,
})
