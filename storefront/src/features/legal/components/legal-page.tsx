import { useTranslation } from '@/lib/i18n'
import { PageHeading } from '@/components/page-heading'
import type { LegalTextKey } from '@/types/api'
import { PlainText } from './plain-text'
import './legal-page.css'

type LegalPageProps = {
  kind: LegalTextKey
  /** The client's text, already in the visitor's language; null when the client has not written it. */
  text: string | null
  supportEmail?: string | null
  /** The same document as a PDF, when the client uploaded one. */
  pdfUrl?: string | null
}

export default function LegalPage({ kind, text, supportEmail, pdfUrl }: LegalPageProps) {
  const { t } = useTranslation()

  return (
    <article className="container page legal-page">
      <PageHeading>{t(`legal.${kind}.title`)}</PageHeading>
      {pdfUrl && (
        <p className="legal-pdf">
          <a href={pdfUrl} target="_blank" rel="noopener">
            {t('legal.downloadPdf')}
          </a>
        </p>
      )}
      {text?.trim() ? (
        <PlainText text={text} />
      ) : (
        !pdfUrl && <p className="legal-missing">{t('legal.notProvided')}</p>
      )}
      {supportEmail && (
        <p className="legal-contact">
          {t('legal.writeToUs')} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        </p>
      )}
    </article>
  )
}
