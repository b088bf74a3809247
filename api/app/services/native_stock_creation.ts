import i18nManager from '@adonisjs/i18n/services/main'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import Account from '#models/account'
import type Organization from '#models/organization'
import Stock, { NATIVE_STOCKS, type NativeStock } from '#models/stock'
import { BOUNDS } from '#domain/bounds'

/** A native stock's label (part 1 §3 "Native stock labels") in the account's language. */
export const nativeStockLabel = (kind: NativeStock, language: string) =>
  i18nManager.locale(language).t(`stocks.native.${kind}`)

/**
 * The account's native stocks shared by its workshops (no workshop), one of each kind, named in the
 * account's language.
 */
export async function createSharedNativeStocks(trx: QueryClientContract, accountId: number) {
  const { language } = await Account.findOrFail(accountId, { client: trx })
  const stocks = new Map<NativeStock, Stock>()
  for (const kind of NATIVE_STOCKS) {
    const name = nativeStockLabel(kind, language)
    stocks.set(kind, await Stock.create({ accountId, name, nativeKind: kind }, { client: trx }))
  }
  return stocks
}

/** The name, or with the workshop's number when another stock of the account holds it already. */
async function freeName(trx: QueryClientContract, workshop: Organization, name: string) {
  const wanted = name.slice(0, BOUNDS.stockName.max)
  const taken = await trx.from('stocks').where('account_id', workshop.accountId).where('name', wanted).first()
  if (!taken) return wanted
  const suffix = ` #${workshop.id}`
  return wanted.slice(0, BOUNDS.stockName.max - suffix.length) + suffix
}

/**
 * Gives a workshop a native stock of each kind it cannot yet resolve (neither its own nor one its account
 * shares, as `nativeStock` finds them), named after the kind and the workshop (a stock's name is unique in
 * its account), so that it can check in, verify, quarantine and refurbish from its creation. Its check-in
 * stock becomes the workshop's default stock when it has none.
 */
export async function completeNativeStocks(trx: QueryClientContract, workshop: Organization) {
  const existing = await Stock.query({ client: trx })
    .where('account_id', workshop.accountId)
    .whereNotNull('native_kind')
    .where((query) => query.where('warehouse_id', workshop.id).orWhereNull('warehouse_id'))
  const held = new Set(existing.map((stock) => stock.nativeKind))
  const { language } = await Account.findOrFail(workshop.accountId, { client: trx })
  const created: Stock[] = []
  for (const kind of NATIVE_STOCKS.filter((one) => !held.has(one))) {
    const name = await freeName(trx, workshop, `${nativeStockLabel(kind, language)} – ${workshop.commonName}`)
    created.push(
      await Stock.create(
        {
          accountId: workshop.accountId,
          warehouseId: workshop.id,
          name,
          nativeKind: kind,
        },
        { client: trx }
      )
    )
  }
  const checkIn = created.find((stock) => stock.nativeKind === 'to_be_verified')
  if (checkIn && !workshop.stockId) {
    await trx.from('organizations').where('id', workshop.id).update({ stock_id: checkIn.id })
    workshop.stockId = checkIn.id
  }
  return created
}
