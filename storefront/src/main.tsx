import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { initI18n } from '@/app/i18n'
import { AppRouter } from '@/app/router'
import '@/styles/global.css'

const root = createRoot(document.getElementById('root') as HTMLElement)

// Render once the visitor's language is loaded (immediate for French) so the first paint never flips language.
void initI18n().finally(() =>
  root.render(
    <StrictMode>
      <AppRouter />
    </StrictMode>
  )
)
