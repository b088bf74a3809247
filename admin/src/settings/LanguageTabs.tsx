import { ToggleButton, ToggleButtonGroup } from '@mui/material'
import { useTranslate } from 'react-admin'

export const TEXT_LANGUAGES = ['fr', 'en', 'nl', 'de'] as const
export type TextLanguage = (typeof TEXT_LANGUAGES)[number]

/** Which language the customer-facing texts below are being written in. */
export const LanguageTabs = ({
  value,
  onChange,
}: {
  value: TextLanguage
  onChange: (language: TextLanguage) => void
}) => {
  const translate = useTranslate()
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      onChange={(_, language: TextLanguage | null) => language && onChange(language)}
      aria-label={translate('settings.text_language')}
      sx={{ mb: 2 }}
    >
      {TEXT_LANGUAGES.map((language) => (
        <ToggleButton key={language} value={language}>
          {translate(`settings.languages.${language}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  )
}
