import Customer from '#models/customer'
import Payment from '#models/payment'
import PurchaseRegisterEntry from '#models/purchase_register_entry'
import db from '@adonisjs/lucid/services/db'
import { tenancy } from '#services/tenancy/scopes'
import { presentEntry } from '#presenters/purchase_register'
import type { Actor } from '#services/actor'

/** The e-mails the product sends a customer: the jobs that sent them, by what they name. */
const MAIL_JOBS: Record<string, 'cartId' | 'buybackId' | 'itemId' | 'paymentId'> = {
  cart_confirmation_mail: 'cartId',
  litigation_proposal_mail: 'buybackId',
  quarantine_mail: 'itemId',
  payment_sent_mail: 'paymentId',
  payment_iban_mail: 'paymentId',
}

/** An IBAN with its country, check digits and last four characters only. */
export const maskIban = (iban: string | null) =>
  iban ? `${iban.slice(0, 4)}${'•'.repeat(Math.max(0, iban.length - 8))}${iban.slice(-4)}` : null

/** The customers of this e-mail address that the caller may see (tenancy): a person may be several. */
export function customersOf(actor: Actor, email: string) {
  return tenancy
    .customers(Customer.query(), actor)
    .whereRaw('LOWER(customers.email) = ?', [email.trim().toLowerCase()])
    .orderBy('customers.id')
}

/**
 * Everything held about a person (GDPR art. 15): their customer records, buy-backs, payments (IBANs masked),
 * the e-mails sent to them and the purchase register's entries naming them. Each buy-back and entry names
 * its store (a web buy-back has none; an entry of the account's own register neither).
 */
export async function personalData(actor: Actor, email: string) {
  const customers = await customersOf(actor, email)
  const customerIds = customers.map((customer) => customer.id)
  const buybacks = customerIds.length
    ? await db
        .from('buybacks')
        .leftJoin('organizations', 'organizations.id', 'buybacks.store_id')
        .whereIn('buybacks.customer_id', customerIds)
        .orderBy('buybacks.id')
        .select(
          'buybacks.id',
          'buybacks.identification_number',
          'buybacks.status',
          'buybacks.channel',
          'buybacks.store_id',
          'organizations.common_name as store_name',
          'buybacks.imei',
          'buybacks.serial_number',
          'buybacks.declared_price',
          'buybacks.validated_price',
          'buybacks.cart_id',
          'buybacks.created_at'
        )
    : []
  const buybackIds = buybacks.map((row) => Number(row.id))
  const payments = buybackIds.length
    ? await Payment.query().whereIn('buyback_id', buybackIds).orderBy('id')
    : []
  const items = buybackIds.length ? await db.from('items').whereIn('buyback_id', buybackIds).select('id') : []
  const named = {
    cartId: buybacks
      .map((row) => row.cart_id)
      .filter(Boolean)
      .map(String),
    buybackId: buybackIds.map(String),
    itemId: items.map((row) => String(row.id)),
    paymentId: payments.map((payment) => String(payment.id)),
  }
  const jobs = await db
    .from('jobs')
    .whereIn('type', Object.keys(MAIL_JOBS))
    .where('status', 'done')
    .orderBy('id')
    .select('type', 'payload', 'updated_at')
  const emails = jobs
    .filter((job) => {
      const payload = JSON.parse(job.payload) as Record<string, unknown>
      const key = MAIL_JOBS[job.type]
      return named[key].includes(String(payload[key]))
    })
    .map((job) => ({ kind: job.type as string, sentAt: new Date(job.updated_at).toISOString() }))
  const entries = buybackIds.length
    ? await tenancy
        .purchaseRegister(PurchaseRegisterEntry.query(), actor)
        .leftJoin('organizations', 'organizations.id', 'purchase_register.organization_id')
        .whereIn('purchase_register.buyback_id', buybackIds)
        .orderBy('purchase_register.id')
        .select('purchase_register.*', 'organizations.common_name as store_name')
    : []

  return {
    email,
    customers: customers.map((customer) => ({
      id: customer.id,
      accountId: customer.accountId,
      firstname: customer.firstname,
      lastname: customer.lastname,
      email: customer.email,
      phone: customer.phone,
      street: customer.street,
      streetComplement: customer.streetComplement,
      zipCode: customer.zipCode,
      city: customer.city,
      country: customer.country,
      language: customer.language,
      iban: maskIban(customer.iban),
      identityType: customer.nationalIdentificationType,
      identityNumber: customer.nationalIdentificationNumber,
      identityAuthority: customer.nationalIdentificationAuthority,
      identityDeliveryDate: customer.nationalIdentificationDeliveryDate?.toISODate() ?? null,
      identityErasedAt: customer.identityErasedAt?.toISO() ?? null,
      contactErasedAt: customer.contactErasedAt?.toISO() ?? null,
      createdAt: customer.createdAt.toISO(),
    })),
    buybacks: buybacks.map((row) => ({
      id: Number(row.id),
      identificationNumber: row.identification_number,
      status: row.status,
      channel: row.channel,
      store: row.store_id ? { id: Number(row.store_id), name: row.store_name ?? null } : null,
      imei: row.imei,
      serialNumber: row.serial_number,
      declaredPrice: row.declared_price,
      validatedPrice: row.validated_price,
      createdAt: new Date(row.created_at).toISOString(),
    })),
    payments: payments.map((payment) => ({
      id: payment.id,
      buybackId: payment.buybackId,
      status: payment.status,
      amount: payment.amount,
      iban: maskIban(payment.iban),
      ibanHolder: payment.ibanHolder,
      bankErasedAt: payment.bankErasedAt?.toISO() ?? null,
    })),
    emails,
    registerEntries: entries.map(presentEntry),
  }
}

export type PersonalData = Awaited<ReturnType<typeof personalData>>
