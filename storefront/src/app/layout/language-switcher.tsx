import { useId } from 'react'
import { useTranslation } from '@/lib/i18n'
import { changeLanguage } from '@/app/i18n'
import { isSupportedLanguage, SUPPORTED_LANGUAGES } from '@/app/i18n/languages'

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation()
  const id = useId()
  const current = isSupportedLanguage(i18n.language) ? i18n.language : 'fr'

  return (
    <div className="language-switcher">
      <label htmlFor={id}>{t('language.label')}</label>
      <select
        id={id}
        value={current}
        onChange={(event) => {
          if (isSupportedLanguage(event.target.value)) void changeLanguage(event.target.value)
        }}
      >
        {SUPPORTED_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`language.names.${language}`)}
          </option>
        ))}
      </select>
    </div>
  )
}
