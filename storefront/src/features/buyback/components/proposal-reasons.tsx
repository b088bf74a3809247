import { useTranslation } from '@/lib/i18n'
import { formatMoney } from '@/lib/money'
import type { Grade } from '../api/tunnel'

export type ProposalChange = {
  question: string | null
  declared: string | null
  controlled: string | null
  priceImpact: number
}

/**
 * Why the price went down (issue 30): the grade found against the one declared, the answers the workshop
 * found different, its comment when the client shares it, and its photos.
 */
export function ProposalReasons({
  declaredGrade,
  controlledGrade,
  changes,
  comment,
  photos,
}: {
  declaredGrade: Grade | null
  controlledGrade: Grade | null
  changes: ProposalChange[]
  comment: string | null
  photos: string[]
}) {
  const { t, i18n } = useTranslation()
  const grade = (value: Grade | null) => (value ? t(`grades.${value}`) : '—')
  return (
    <section aria-labelledby="proposal-why">
      <h2 id="proposal-why">{t('litigation.why')}</h2>
      <p>{t('litigation.grades', { declared: grade(declaredGrade), controlled: grade(controlledGrade) })}</p>
      {changes.length > 0 && (
        <table className="proposal-changes">
          <caption>{t('litigation.changes')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('litigation.question')}</th>
              <th scope="col">{t('litigation.yourAnswer')}</th>
              <th scope="col">{t('litigation.workshopAnswer')}</th>
              <th scope="col">{t('litigation.impact')}</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change, index) => (
              <tr key={index}>
                <th scope="row">{change.question}</th>
                <td>{change.declared ?? '—'}</td>
                <td>{change.controlled ?? '—'}</td>
                <td>{change.priceImpact ? formatMoney(change.priceImpact, i18n.language) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
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
