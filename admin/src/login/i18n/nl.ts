import type { LoginTexts } from './fr'

export const loginNl: LoginTexts = {
  title: 'Aanmelden',
  subtitle: 'Toegang tot uw beheeromgeving',
  email: 'E-mail',
  password: 'Wachtwoord',
  submit: 'Aanmelden',
  errors: {
    generic: 'Er is een fout opgetreden, probeer het opnieuw.',
    no_permissions: 'Uw account geeft geen toegang tot schermen. Neem contact op met uw beheerder.',
  },
}
