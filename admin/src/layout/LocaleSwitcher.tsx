import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import TranslateIcon from '@mui/icons-material/Translate'
import { Button, Menu, MenuItem } from '@mui/material'
import { useState, type MouseEvent } from 'react'
import { useLocaleState, useLocales, useTranslate } from 'react-admin'

/**
 * react-admin's LocalesMenuButton with an accessible name: its button carries an empty aria-label,
 * so screen readers (and tests) would only hear the current language name.
 */
export const LocaleSwitcher = ({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) => {
  const translate = useTranslate()
  const languages = useLocales()
  const [locale, setLocale] = useLocaleState()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const current = languages.find((language) => language.locale === locale)

  const choose = (next: string) => () => {
    setLocale(next)
    setAnchor(null)
  }

  return (
    <>
      <Button
        color={color}
        // The accessible name holds the visible one (WCAG 2.5.3, label in name): "Langue : Français".
        aria-label={translate('locale.button_current', { language: current?.name ?? '' })}
        aria-haspopup="menu"
        aria-controls={anchor ? 'locale-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        startIcon={<TranslateIcon />}
        endIcon={<ExpandMoreIcon fontSize="small" />}
      >
        {current?.name}
      </Button>
      <Menu id="locale-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {languages.map((language) => (
          <MenuItem
            key={language.locale}
            lang={language.locale}
            selected={language.locale === locale}
            onClick={choose(language.locale)}
          >
            {language.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
