import type { I18n } from '@adonisjs/i18n'
import { DateTime } from 'luxon'
import type { PresentedEntry } from '#presenters/purchase_register'
import { SELLER_COLUMNS } from '#domain/purchase_register'
import { plainAmount } from '#domain/money_format'

/** The columns of the register's CSV, in order; the PDF groups the same cells. */
export const REGISTER_COLUMNS = [
  'number',
  'recorded_at',
  'kind',
  'corrects',
  'store',
  'category',
  'brand',
  'model',
  'serial_number',
  'imei',
  'price',
  'currency',
  'payment_type',
  ...SELLER_COLUMNS,
] as const

export type RegisterColumn = (typeof REGISTER_COLUMNS)[number]

/** The name of an entry's register: its store's or workshop's, or the account's own. */
export const registerName = (entry: PresentedEntry, i18n: I18n) =>
  entry.store.name ?? i18n.t('register.account_register')

/**
 * The cells of one entry in the caller's language: dates in its format, codes named, the amount in units of
 * the currency (the CSV writer puts the language's decimal comma). An erased seller's fields read "effacé".
 */
export function entryCells(entry: PresentedEntry, i18n: I18n): Record<RegisterColumn, string> {
  const named = (group: string, value: string | null) =>
    value ? i18n.t(`register.${group}.${value}`, {}, value) : ''
  const erased = entry.seller.erased ? i18n.t('register.erased') : ''
  const seller = (value: string | null) => value ?? erased
  const person = entry.seller
  return {
    number: String(entry.number),
    recorded_at: DateTime.fromISO(entry.recordedAt!)
      .setZone('Europe/Paris')
      .setLocale(i18n.locale)
      .toLocaleString(DateTime.DATETIME_SHORT),
    kind: named('kinds', entry.kind),
    corrects: entry.corrects?.number ? String(entry.corrects.number) : '',
    store: registerName(entry, i18n),
    category: entry.object.category ?? '',
    brand: entry.object.brand ?? '',
    model: entry.object.model ?? '',
    serial_number: entry.object.serialNumber ?? '',
    imei: entry.object.imei ?? '',
    price: plainAmount(entry.price),
    currency: entry.currency,
    payment_type: named('payment_types', entry.paymentType),
    seller_firstname: seller(person.firstname),
    seller_lastname: seller(person.lastname),
    seller_address: seller(person.address),
    seller_email: seller(person.email),
    identity_type: person.identityType ? named('identity_types', person.identityType) : erased,
    identity_number: seller(person.identityNumber),
    identity_authority: seller(person.identityAuthority),
    identity_delivery_date: person.identityDeliveryDate
      ? DateTime.fromISO(person.identityDeliveryDate)
          .setLocale(i18n.locale)
          .toLocaleString(DateTime.DATE_SHORT)
      : erased,
  }
}
