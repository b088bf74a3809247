import Buyback from '#models/buyback'

/** The buy-back a signed proposal link names, with its product (404 when there is none). */
export function proposalBuyback(id: number | string) {
  return Buyback.query().where('id', id).preload('product').firstOrFail()
}
