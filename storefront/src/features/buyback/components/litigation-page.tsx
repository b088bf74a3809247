import { useEffect, useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import { Link, useParams, useSearchParams } from 'react-router-dom'
import { PageHeading } from '@/components/page-heading'
import { PageLoading } from '@/components/page-loading'
import { ApiError, apiRequest } from '@/lib/api-client'
import { formatMoney } from '@domain/money_format'
import type { Grade } from '../api/tunnel'
import { BuybackTexts } from '../i18n/buyback-texts'
import { ProposalReasons, type ProposalBreakdown } from './proposal-reasons'
import '@/styles/tunnel.css'

type Answer = 'accept' | 'reject'
type Proposal = {
  identificationNumber: string
  product: string | null
  declaredGrade: Grade | null
  declaredPrice: number | null
  controlledGrade: Grade | null
  proposedPrice: number | null
  state: 'pending' | 'accepted' | 'declined'
  breakdown: ProposalBreakdown
  comment: string | null
  photos: string[]
  /** Both answers' signatures while the proposal waits: one page offers both choices. */
  signatures: Record<Answer, string> | null
}

/**
 * `/buyback/{id}/accept` and `/buyback/{id}/reject` (part 1 §2 "Litigation"): the new proposal of the
 * workshop with why the price went down, and both choices on one page whichever of the e-mail's
 * signed links was followed; a second visit says it was already taken into account.
 */
function LitigationPage({ answer }: { answer: Answer }) {
  const { t, i18n } = useTranslation()
  const { buybackId = '' } = useParams()
  const [params] = useSearchParams()
  const path = `/api/litigation/buybacks/${encodeURIComponent(buybackId)}/${answer}?signature=${encodeURIComponent(params.get('signature') ?? '')}`
  const [proposal, setProposal] = useState<Proposal | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const [justAnswered, setJustAnswered] = useState(false)

  useEffect(() => {
    apiRequest<Proposal>(path).then(setProposal, (error: unknown) =>
      setProblem(error instanceof ApiError ? error.message : t('litigation.failed'))
    )
  }, [path, t])

  const confirm = async (chosen: Answer) => {
    setSending(true)
    const signature = proposal?.signatures?.[chosen] ?? params.get('signature') ?? ''
    const target = `/api/litigation/buybacks/${encodeURIComponent(buybackId)}/${chosen}?signature=${encodeURIComponent(signature)}`
    try {
      const { state } = await apiRequest<{ state: Proposal['state'] }>(target, { method: 'POST' })
      setProposal((shown) => (shown ? { ...shown, state } : shown))
      setJustAnswered(true)
    } catch (error) {
      if (error instanceof ApiError && error.code === 'litigation_already_handled') {
        setProposal((shown) =>
          shown ? { ...shown, state: chosen === 'accept' ? 'declined' : 'accepted' } : shown
        )
      } else setProblem(error instanceof ApiError ? error.message : t('litigation.failed'))
    } finally {
      setSending(false)
    }
  }

  const money = (cents: number | null) => (cents === null ? '' : formatMoney(cents, i18n.language))
  const grade = (value: Grade | null) => (value ? t(`grades.${value}`) : '')
  const title = t('litigation.title')

  if (problem) {
    return (
      <div className="container page tunnel">
        <PageHeading>{title}</PageHeading>
        <p className="alert" role="alert">
          {problem}
        </p>
        <Link to="/">{t('common.backHome')}</Link>
      </div>
    )
  }
  if (!proposal) {
    return <PageLoading />
  }
  const done = proposal.state !== 'pending'
  return (
    <div className="container page tunnel">
      <PageHeading>
        {!done
          ? title
          : justAnswered
            ? t(proposal.state === 'accepted' ? 'litigation.done.accepted' : 'litigation.done.declined')
            : t('litigation.already')}
      </PageHeading>
      <p>
        {t('litigation.number', { number: proposal.identificationNumber, product: proposal.product ?? '' })}
      </p>
      <ul className="impact-list">
        <li>
          {t('litigation.declared', {
            amount: money(proposal.declaredPrice),
            grade: grade(proposal.declaredGrade),
          })}
        </li>
        <li>
          <strong>
            {t('litigation.proposed', {
              amount: money(proposal.proposedPrice),
              grade: grade(proposal.controlledGrade),
            })}
          </strong>
        </li>
      </ul>
      <ProposalReasons breakdown={proposal.breakdown} comment={proposal.comment} photos={proposal.photos} />
      {done ? (
        <p className="notice" role="status">
          {t(`litigation.next.${proposal.state === 'accepted' ? 'accepted' : 'declined'}`)}
        </p>
      ) : (
        <section aria-labelledby="proposal-choice">
          <h2 id="proposal-choice">{t('litigation.choose')}</h2>
          <p>{t('litigation.acceptText')}</p>
          <p>{t('litigation.rejectText')}</p>
          <div className="tunnel-actions">
            {(answer === 'accept' ? (['accept', 'reject'] as const) : (['reject', 'accept'] as const)).map(
              (choice) => (
                <button
                  key={choice}
                  type="button"
                  className={`button ${choice === answer ? 'button-primary' : 'button-neutral'}`}
                  disabled={sending}
                  onClick={() => void confirm(choice)}
                >
                  {t(choice === 'accept' ? 'litigation.acceptButton' : 'litigation.rejectButton')}
                </button>
              )
            )}
          </div>
        </section>
      )}
    </div>
  )
}

export function AcceptProposalRoute() {
  return (
    <BuybackTexts>
      <LitigationPage answer="accept" />
    </BuybackTexts>
  )
}

export function RejectProposalRoute() {
  return (
    <BuybackTexts>
      <LitigationPage answer="reject" />
    </BuybackTexts>
  )
}
