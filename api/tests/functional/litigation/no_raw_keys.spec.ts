import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { sqlDateTime } from '#services/sql_time'
import testUtils from '@adonisjs/core/services/test_utils'
import emitter from '@adonisjs/core/services/emitter'
import db from '@adonisjs/lucid/services/db'
import i18nManager from '@adonisjs/i18n/services/main'
import mail from '@adonisjs/mail/services/main'
import Buyback from '#models/buyback'
import Package from '#models/package'
import Payment from '#models/payment'
import { GRADE_CAPS } from '#domain/pricing'
import { BUYBACK_STATUSES } from '#domain/statuses'
import { QUARANTINE_REASONS } from '#domain/verification'
import { LANGUAGES } from '#services/localized_text'
import { BUYBACK_DOCUMENTS, renderBuybackDocument } from '#services/documents/buyback_documents'
import { PACKAGE_DOCUMENTS, renderPackageDocument } from '#services/documents/package_documents'
import { sendProposalMail } from '#services/mail/proposal_mail'
import { sendCartConfirmation } from '#services/mail/cart_confirmation_mail'
import { sendIbanRequest, sendPaymentSent } from '#services/mail/payment_mails'
import { sendQuarantineMail } from '#services/mail/quarantine_mail'
import { plainText } from '#services/mail/mail_frame'
import { pdfText } from '#tests/helpers/pdf_text'

/** The buy-back paid with a gift card or a voucher of its account, its number issued. */
async function paidWith(buyback: Buyback, payment: Payment, kind: 'gift_card' | 'voucher') {
  const mode = await db
    .from('payment_modes')
    .where({ account_id: buyback.accountId, type: kind })
    .firstOrFail()
  await db.from('buybacks').where('id', buyback.id).update({ payment_mode_id: mode.id })
  await db
    .from('payments')
    .where('id', payment.id)
    .update(kind === 'gift_card' ? { card_number: '6280001234567890' } : { voucher_number: 'BA-0001' })
}

/** A checked-out cart holding the buy-back, as the storefront's checkout leaves it. */
async function cartOf(buyback: Buyback) {
  const id = randomUUID()
  const now = sqlDateTime(DateTime.now())
  await db.table('carts').insert({
    id,
    account_id: buyback.accountId,
    channel: 'web',
    customer_id: buyback.customerId,
    status: 'checked_out',
    created_at: now,
    updated_at: now,
  })
  await db.from('buybacks').where('id', buyback.id).update({ cart_id: id })
  return id
}

/** What a reader must never see: a missing translation, or a key such as `documents.grades.refused`. */
const RAW = /translation missing|\b(?:documents|emails|errors|exports|grades|verification)\.[a-z_]+/

/**
 * Every e-mail and document a person reads, rendered in the four languages with every grade (refused and
 * functional included) and every quarantine reason: no text is missing in any language (the i18n
 * manager's missing-translation event, a fallback to English counted too) and none shows a raw key.
 */
test.group('Documents and e-mails / no raw key in any language', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => mail.restore())

  test('every grade in every document and in the proposal e-mail, in fr, en, nl and de', async ({
    assert,
  }) => {
    // Some 170 documents and e-mails: longer than a usual test, on MariaDB most.
    const missing: string[] = []
    const listener = ({ locale, identifier }: { locale: string; identifier: string }) =>
      missing.push(`${locale}: ${identifier}`)
    emitter.on('i18n:missing:translation', listener)
    const { messages } = mail.fake()
    try {
      const buyback = await Buyback.query()
        .whereNotNull('customer_id')
        .whereNotNull('circuit_id')
        .whereExists((payments) =>
          payments.from('payments').whereColumn('payments.buyback_id', 'buybacks.id')
        )
        .orderBy('id')
        .firstOrFail()
      const payment = await Payment.findByOrFail('buyback_id', buyback.id)
      const item = await db.from('items').where('buyback_id', buyback.id).firstOrFail()
      const texts: [string, string][] = []
      for (const language of LANGUAGES) {
        await db.from('customers').where('id', buyback.customerId!).update({ language })
        for (const grade of GRADE_CAPS) {
          await db
            .from('buybacks')
            .where('id', buyback.id)
            .update({ declared_grade: grade, controlled_grade: grade })
          for (const kind of BUYBACK_DOCUMENTS) {
            if (kind === 'gift_card' || kind === 'voucher') await paidWith(buyback, payment, kind)
            // The return order is the document of an item on its way back.
            if (kind === 'return_order') {
              await db.from('items').where('id', item.id).update({ status: 'item_to_return' })
            }
            const { bytes, fileName } = await renderBuybackDocument(buyback.id, kind, language)
            texts.push([`${language} ${grade} ${kind}`, `${fileName}\n${pdfText(bytes)}`])
          }
          await sendProposalMail(buyback.id)
        }
        await sendCartConfirmation(await cartOf(buyback))
        await sendPaymentSent(payment.id)
        await sendIbanRequest(payment.id)
        for (const reason of QUARANTINE_REASONS) {
          await db.table('item_verifications').insert({
            item_id: item.id,
            buyback_id: buyback.id,
            outcome: 'quarantine',
            quarantine_reason: reason,
            created_at: sqlDateTime(DateTime.now()),
          })
          await sendQuarantineMail(item.id)
        }
        const pkg = await Package.query()
          .whereNot('status', 'open')
          .whereExists((transports) =>
            transports.from('transports').whereColumn('transports.package_id', 'packages.id')
          )
          .first()
        if (pkg) {
          // The label is the carrier's own PDF; the others are ours.
          for (const kind of PACKAGE_DOCUMENTS.filter((one) => one !== 'label')) {
            const { bytes } = await renderPackageDocument(pkg, kind, language)
            texts.push([`${language} package ${kind}`, pdfText(bytes)])
          }
        }
      }
      for (const message of messages.sent()) {
        const { subject, html } = message.toJSON().message
        texts.push([`e-mail ${subject}`, `${subject}\n${plainText(String(html ?? ''))}`])
      }
      assert.isAbove(texts.length, LANGUAGES.length * GRADE_CAPS.length * BUYBACK_DOCUMENTS.length)
      for (const [what, text] of texts) assert.notMatch(text, RAW, what)
      assert.deepEqual([...new Set(missing)], [])
    } finally {
      emitter.off('i18n:missing:translation', listener)
    }
  }).timeout(180_000)

  test('every grade and buy-back status has its text in the four languages', ({ assert }) => {
    for (const language of LANGUAGES) {
      const i18n = i18nManager.locale(language)
      for (const grade of GRADE_CAPS)
        assert.isTrue(i18n.hasMessage(`documents.grades.${grade}`), `${language} ${grade}`)
      for (const status of BUYBACK_STATUSES) {
        assert.isTrue(i18n.hasMessage(`exports.statuses.${status}`), `${language} ${status}`)
      }
    }
  })
})
