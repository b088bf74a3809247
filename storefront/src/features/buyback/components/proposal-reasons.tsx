import { useTranslation } from '@/lib/i18n'
import { formatMoney } from '@domain/money_format'
import type { Grade } from '../api/tunnel'

export type ProposalFinding = {
  question: string | null
  declared: string | null
  controlled: string | null
  amount: number
}

/** How the new price is made (api/app/domain/price_breakdown.ts): the lines add up to `price`. */
export type ProposalBreakdown = {
  declaredPrice: number
  gradeStep: { from: Grade | null; to: Grade | null; fromPrice: number; toPrice: number; amount: number }
  findings: ProposalFinding[]
  floor: number
  adjustment: number
  price: number
}

/**
 * Why the price went down: the grade found against the one declared, then the server's breakdown from the
 * declared price to the new one (the grade step, each answer the workshop found different with the change it
 * makes, the floor at zero or the workshop's adjustment), its comment when the client shares it, and its
 * photos. The proposal e-mail lists the same lines.
 */
export function ProposalReasons({
  breakdown,
  comment,
  photos,
}: {
  breakdown: ProposalBreakdown
  comment: string | null
  photos: string[]
}) {
  const { t, i18n } = useTranslation()
  const grade = (value: Grade | null) => (value ? t(`grades.${value}`) : '—')
  const money = (cents: number) => formatMoney(cents, i18n.language)
  const signed = (cents: number) => (cents > 0 ? `+${money(cents)}` : money(cents))
  const step = breakdown.gradeStep
  return (
    <section aria-labelledby="proposal-why">
      <h2 id="proposal-why">{t('litigation.why')}</h2>
      <p>{t('litigation.grades', { declared: grade(step.from), controlled: grade(step.to) })}</p>
      <table className="proposal-changes">
        <caption>{t('litigation.breakdown')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('litigation.line')}</th>
            <th scope="col">{t('litigation.amount')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('litigation.declaredPrice', { grade: grade(step.from) })}</th>
            <td>{money(breakdown.declaredPrice)}</td>
          </tr>
          {step.from !== step.to && (
            <tr>
              <th scope="row">
                {t('litigation.gradeStep', {
                  from: grade(step.from),
                  fromPrice: money(step.fromPrice),
                  to: grade(step.to),
                  toPrice: money(step.toPrice),
                })}
              </th>
              <td>{signed(step.amount)}</td>
            </tr>
          )}
          {breakdown.findings.map((finding, index) => (
            <tr key={index}>
              <th scope="row">
                {finding.question}
                <br />
                <span className="proposal-answers">
                  {t('litigation.answers', {
                    declared: finding.declared ?? '—',
                    controlled: finding.controlled ?? '—',
                  })}
                </span>
              </th>
              <td>{finding.amount ? signed(finding.amount) : '—'}</td>
            </tr>
          ))}
          {breakdown.floor !== 0 && (
            <tr>
              <th scope="row">{t('litigation.floor')}</th>
              <td>{signed(breakdown.floor)}</td>
            </tr>
          )}
          {breakdown.adjustment !== 0 && (
            <tr>
              <th scope="row">{t('litigation.adjustment')}</th>
              <td>{signed(breakdown.adjustment)}</td>
            </tr>
          )}
          <tr className="proposal-total">
            <th scope="row">{t('litigation.newPrice')}</th>
            <td>{money(breakdown.price)}</td>
          </tr>
        </tbody>
      </table>
      {comment && (
        <blockquote className="proposal-comment">
          <strong>{t('litigation.comment')}</strong> {comment}
        </blockquote>
      )}
      {photos.length > 0 && (
        <div className="proposal-photos" role="group" aria-label={t('litigation.photos')}>
          {photos.map((source, index) => (
            <img key={index} src={source} alt={t('litigation.photo', { n: index + 1 })} />
          ))}
        </div>
      )}
    </section>
  )
}
