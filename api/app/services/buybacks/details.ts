import type { HttpContext } from '@adonisjs/core/http'
import Buyback from '#models/buyback'
import Organization from '#models/organization'
import Payment from '#models/payment'
import PaymentMode from '#models/payment_mode'
import Transport from '#models/transport'
import { tenancy } from '#services/tenancy/scopes'
import { availableActions } from '#services/buyback_actions'
import { presentRow } from '#presenters/buyback_row'
import { declaredAnswers } from '#services/buybacks/declared_answers'
import { verificationsOf } from '#services/verification/records'
import { litigationState } from '#actions/litigation/shared'
import { priceMayBeCorrected } from '#domain/staleness'
import { BOUNDS } from '#domain/bounds'
import { statusHistory } from '#services/status_history'
import { customerInitials, seesCustomers } from '#services/tenancy/customer_view'

/**
 * `/buyback/{id}` (part 1 §2 "Buybacks"): the information tab, the diagnostic answers, the history
 * timeline and the actions the caller may take, for a buy-back the caller sees, in their language.
 */
export async function buybackDetails(actor: HttpContext['actor'], id: unknown, language: string) {
  const buyback = await tenancy
    .buybacks(Buyback.query(), actor)
    .where('buybacks.id', Number(id))
    .preload('customer')
    .preload('product')
    .preload('circuit')
    .preload('store')
    .preload('item')
    .firstOrFail()
  const payment = await Payment.findBy('buyback_id', buyback.id)
  const mode = buyback.paymentModeId ? await PaymentMode.find(buyback.paymentModeId) : null
  const warehouse = buyback.warehouseId ? await Organization.find(buyback.warehouseId) : null
  // Its own parcel (post, collection), else the store package its item left in.
  const transport =
    (await Transport.findBy('buyback_id', buyback.id)) ??
    (await Transport.query()
      .whereIn('package_id', (sub) =>
        sub
          .from('package_items')
          .join('items', 'items.id', 'package_items.item_id')
          .where('items.buyback_id', buyback.id)
          .select('package_items.package_id')
      )
      .where('kind', 'store_to_workshop')
      .first())
  const history = await statusHistory({ buybackId: buyback.id })
  const litigation = await litigationState(buyback.id)
  const customer = buyback.customer
  // A buyer reads the initials alone (docs/decisions/0003-buyer-visibility.md).
  const whole = seesCustomers(actor)
  return {
    ...presentRow(buyback),
    circuit: buyback.circuit ? { code: buyback.circuit.code, name: buyback.circuit.name } : null,
    store: buyback.store ? { id: buyback.store.id, name: buyback.store.commonName } : null,
    customerName: customer
      ? whole
        ? `${customer.firstname} ${customer.lastname}`
        : customerInitials(customer.firstname, customer.lastname)
      : null,
    customerHidden: !whole,
    product: buyback.product?.label ?? null,
    customer:
      customer && whole
        ? {
            firstname: customer.firstname,
            lastname: customer.lastname,
            email: customer.email,
            phone: customer.phone,
            street: customer.street,
            zipCode: customer.zipCode,
            city: customer.city,
            country: customer.country,
          }
        : null,
    warehouse: warehouse ? { id: warehouse.id, name: warehouse.commonName } : null,
    item: buyback.item
      ? { identificationNumber: buyback.item.identificationNumber, status: buyback.item.status }
      : null,
    // The storefront's link to complete a pre-declared buy-back carries this, never the id.
    reference: buyback.reference,
    imei: buyback.imei,
    serialNumber: buyback.serialNumber,
    externalCode: buyback.externalCode,
    comment: buyback.comment,
    updatedAt: buyback.updatedAt.toISO(),
    version: buyback.version,
    litigation,
    priceMayBeCorrected: priceMayBeCorrected(buyback),
    stalenessDays: BOUNDS.stalenessDays,
    actions: await availableActions(actor, buyback, buyback.item ?? null, litigation, mode),
    controlledGrade: buyback.controlledGrade,
    controlledPrice: buyback.controlledPrice,
    absorbedPrice: buyback.absorbedPrice,
    verifications: await verificationsOf(buyback.id, language),
    bonus: buyback.bonus,
    paymentModifier: buyback.paymentModifier,
    shippingModifier: buyback.shippingModifier,
    payment: payment
      ? {
          id: payment.id,
          status: payment.status,
          amount: payment.amount,
          mode: mode ? { type: mode.type, label: mode.label } : null,
        }
      : null,
    trackingNumber: transport?.trackingNumber ?? buyback.trackingNumber,
    labelRefusal: buyback.labelRefusal
      ? { reason: buyback.labelRefusal, refusedAt: buyback.labelRefusedAt?.toISO() ?? null }
      : null,
    diagnostic: await declaredAnswers(buyback, language),
    history,
  }
}
