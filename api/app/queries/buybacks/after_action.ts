import Buyback from '#models/buyback'
import Item from '#models/item'

/** A buy-back as it is after an action on it, read again. */
export const buybackNow = (id: number) => Buyback.findOrFail(id)

/** The item of a buy-back as it is after an action on it. */
export const itemOfBuyback = (buybackId: number) => Item.findByOrFail('buyback_id', buybackId)
