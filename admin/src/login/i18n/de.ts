import type { LoginTexts } from './fr'

export const loginDe: LoginTexts = {
  title: 'Anmeldung',
  subtitle: 'Zugang zu Ihrem Verwaltungsbereich',
  email: 'E-Mail',
  password: 'Passwort',
  submit: 'Anmelden',
  errors: {
    generic: 'Ein Fehler ist aufgetreten, bitte versuchen Sie es erneut.',
    no_permissions: 'Ihr Konto gibt keinen Zugriff auf Seiten. Wenden Sie sich an Ihren Administrator.',
  },
}
