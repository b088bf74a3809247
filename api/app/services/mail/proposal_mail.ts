import { formatMoney } from '#domain/money_format'
import mail from '@adonisjs/mail/services/main'
import db from '@adonisjs/lucid/services/db'
import i18nManager from '@adonisjs/i18n/services/main'
import Account from '#models/account'
import Buyback from '#models/buyback'
import { photoFile, photosOf } from '#services/verification/photos'
import { litigationVerification, proposalFigures } from '#services/litigation/proposal_view'
import type { ProposalBreakdown } from '#domain/price_breakdown'
import { PROPOSAL_LINK_DAYS, proposalLinks } from '#actions/litigation/shared'
import { escape, layout, localeOf, messageIdOf, plainText, publicBaseUrl } from '#services/mail/mail_frame'

/**
 * The new price proposal of a litigation, with its signed accept and decline links (part 1 §4); as a
 * reminder, the same with a line saying the answer is still awaited and fresh links.
 */
export async function sendProposalMail(buybackId: number, jobKey?: string, { reminder = false } = {}) {
  const buyback = await Buyback.query()
    .where('id', buybackId)
    .preload('product')
    .preload('customer')
    .firstOrFail()
  const customer = buyback.customer
  const account = await Account.query().where('id', buyback.accountId).preload('rootDetail').firstOrFail()
  const locale = localeOf(customer, account)
  const i18n = i18nManager.locale(locale)
  const links = proposalLinks(await publicBaseUrl(account.id), buyback.id)
  const sent = await db
    .from('status_history')
    .where({ buyback_id: buyback.id, event: 'proposal_sent', subject_type: 'buyback' })
    .orderBy('id', 'desc')
    .first()
  // The workshop's comment reaches the customer only when the client shares it (part 1 §3).
  const shared = account.rootDetail?.isWarehouseCommentSharedToClient ? sent?.comment : null
  const photos = await proposalPhotos(buyback.id)
  const { breakdown } = await proposalFigures(buyback, locale)
  const grade = (value: string | null) => (value ? i18n.t(`documents.grades.${value}`) : '')
  const amount = (cents: number | null) => formatMoney(cents ?? 0, locale, account.currency)
  const button = (href: string, label: string, colour: string) =>
    `<a href="${escape(href)}" style="display:inline-block;margin:4px 8px 4px 0;padding:10px 16px;border-radius:6px;background:${colour};color:#ffffff;text-decoration:none">${escape(label)}</a>`
  const html = layout(
    i18n,
    account,
    customer,
    `${reminder ? `<p><strong>${escape(i18n.t('emails.proposal.reminder_intro'))}</strong></p>` : ''}
<p>${escape(i18n.t('emails.proposal.intro', { product: buyback.product?.label ?? '' }))}</p>
<p>${escape(i18n.t('emails.common.number', { number: buyback.identificationNumber }))}<br>
${escape(i18n.t('emails.proposal.declared', { amount: amount(buyback.declaredPrice), grade: grade(buyback.declaredGrade) }))}<br>
<strong>${escape(i18n.t('emails.proposal.proposed', { amount: amount(buyback.controlledPrice), grade: grade(buyback.controlledGrade) }))}</strong></p>
${breakdownTable(breakdown, (key, data) => i18n.t(`emails.proposal.${key}`, data), grade, amount)}
${shared ? `<p>${escape(i18n.t('emails.proposal.comment', { comment: shared }))}</p>` : ''}
${photos.length ? `<p>${escape(i18n.t('emails.proposal.photos'))}</p><p>${photos.map((photo, index) => `<img src="cid:${photo.cid}" alt="${escape(i18n.t('emails.proposal.photo_alt', { n: index + 1, file: photo.fileName }))}" width="240" style="margin:0 8px 8px 0;border-radius:4px">`).join('')}</p>` : ''}
<p>${button(links.accept, i18n.t('emails.proposal.accept'), '#1a7f37')}${button(links.reject, i18n.t('emails.proposal.reject'), '#6b7280')}</p>
<p style="color:#4b5563">${escape(i18n.t('emails.proposal.expire', { days: PROPOSAL_LINK_DAYS }))}</p>`
  )
  await mail.send((message) => {
    if (jobKey) message.messageId(messageIdOf(jobKey))
    message
      .to(customer.email, `${customer.firstname} ${customer.lastname}`)
      .subject(
        i18n.t(reminder ? 'emails.proposal.reminder_subject' : 'emails.proposal.subject', {
          number: buyback.identificationNumber,
        })
      )
      .html(html)
      .text(plainText(html))
    for (const photo of photos) {
      message.embedData(photo.bytes, photo.cid, { filename: photo.fileName, contentType: photo.contentType })
    }
  })
}

/**
 * The lines of the proposal's breakdown, from the declared price to the new one, as the proposal page shows
 * them: the grade step when the grade changed, each finding, the floor or the workshop's adjustment.
 */
function breakdownTable(
  breakdown: ProposalBreakdown,
  t: (key: string, data?: Record<string, string>) => string,
  grade: (value: string | null) => string,
  amount: (cents: number) => string
) {
  const signed = (cents: number) => (cents > 0 ? `+${amount(cents)}` : amount(cents))
  const step = breakdown.gradeStep
  const lines: [string, string, boolean?][] = [
    [t('declared_price', { grade: grade(step.from) }), amount(breakdown.declaredPrice)],
    ...(step.from !== step.to
      ? [
          [
            t('grade_step', {
              from: grade(step.from),
              fromPrice: amount(step.fromPrice),
              to: grade(step.to),
              toPrice: amount(step.toPrice),
            }),
            signed(step.amount),
          ] as [string, string],
        ]
      : []),
    ...breakdown.findings.map(
      (finding) =>
        [
          t('finding', {
            question: finding.question ?? '',
            declared: finding.declared ?? '—',
            controlled: finding.controlled ?? '—',
          }),
          finding.amount ? signed(finding.amount) : '—',
        ] as [string, string]
    ),
    ...(breakdown.floor ? [[t('floor'), signed(breakdown.floor)] as [string, string]] : []),
    ...(breakdown.adjustment ? [[t('adjustment'), signed(breakdown.adjustment)] as [string, string]] : []),
    [t('new_price'), amount(breakdown.price), true],
  ]
  const cell = 'padding:4px 8px;border-bottom:1px solid #e5e7eb'
  return `<p><strong>${escape(t('breakdown'))}</strong></p>
<table role="presentation" style="border-collapse:collapse;margin-bottom:12px">${lines
    .map(
      ([label, value, strong]) =>
        `<tr><td style="${cell}${strong ? ';font-weight:700' : ''}">${escape(label)}</td><td style="${cell};text-align:right;white-space:nowrap${strong ? ';font-weight:700' : ''}">${escape(value)}</td></tr>`
    )
    .join('')}</table>`
}

/** The photos of the verification that opened the proposal, embedded in its e-mail. */
async function proposalPhotos(buybackId: number) {
  const verification = await litigationVerification(buybackId)
  if (!verification) return []
  const photos = await photosOf(Number(verification.item_id), Number(verification.id))
  return Promise.all(
    photos.map(async (photo, index) => ({
      cid: `photo-${photo.id}@reprise`,
      fileName: `photo-${index + 1}.${photo.contentType === 'image/png' ? 'png' : 'jpg'}`,
      contentType: photo.contentType,
      bytes: (await photoFile(Number(verification.item_id), photo.id)).bytes,
    }))
  )
}
