import { Link } from 'react-router-dom'
import { useWhiteLabel } from '@/features/white-label/components/white-label-context'
import { QuickCart } from '@/features/buyback/components/quick-cart'
import { LanguageSwitcher } from './language-switcher'

export function Header() {
  const { config } = useWhiteLabel()

  return (
    <header className="site-header">
      <div className="container site-header-inner">
        {config ? (
          <Link to="/" className="brand">
            {config.logo ? (
              <img className="brand-logo" src={config.logo} alt={config.name} height={40} />
            ) : (
              <span className="brand-name">{config.name}</span>
            )}
          </Link>
        ) : (
          // Neutral header while the configuration loads or when it is unavailable.
          <span className="brand" />
        )}
        <div className="site-header-tools">
          <QuickCart />
          <LanguageSwitcher />
        </div>
      </div>
    </header>
  )
}
