import { useTranslation } from '@/lib/i18n'
import { Link } from 'react-router-dom'
import { useWhiteLabel } from '@/features/white-label/components/white-label-context'

const LEGAL_LINKS = [
  { to: '/cgs', key: 'serviceTerms' },
  { to: '/cgu', key: 'eula' },
  { to: '/faq', key: 'faqAndContact' },
  { to: '/cookies-policy', key: 'cookiesPolicy' },
  { to: '/accessibility-statement', key: 'accessibilityStatement' },
] as const

export function Footer() {
  const { t } = useTranslation()
  const { config } = useWhiteLabel()
  // Nothing to show before the configuration loads, nor on the neutral not-available page.
  if (!config) return null

  return (
    <footer className="site-footer">
      <div className="container site-footer-inner">
        <nav aria-label={t('footer.legalNav')}>
          <ul className="footer-links">
            {LEGAL_LINKS.map(({ to, key }) => (
              <li key={to}>
                <Link to={to}>{t(`legal.${key}.title`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {config.supportEmail && (
          <p className="footer-contact">
            <a href={`mailto:${config.supportEmail}`}>
              {t('footer.contact', { email: config.supportEmail })}
            </a>
          </p>
        )}
        <p className="footer-copyright">
          {t('footer.copyright', { year: new Date().getFullYear(), name: config.name })}
        </p>
      </div>
    </footer>
  )
}
