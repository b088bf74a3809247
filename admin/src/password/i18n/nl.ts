import type { PasswordTexts } from './fr'

export const passwordNl: PasswordTexts = {
  back_to_login: 'Terug naar aanmelden',
  forgot: 'Wachtwoord vergeten?',
  lost: {
    title: 'Wachtwoord vergeten',
    intro: 'Vul het e-mailadres van uw account in: we sturen u een link om een nieuw wachtwoord te kiezen.',
    email: 'E-mail',
    submit: 'Link ontvangen',
    sent: 'Als er een account bij dit adres hoort, is er zojuist een e-mail met een link naartoe gestuurd. De link is één uur geldig.',
  },
  new: {
    create_title: 'Uw wachtwoord aanmaken',
    change_title: 'Nieuw wachtwoord',
    for: 'Account: %{email}',
    rules: 'Minstens 8 tekens, met een kleine letter, een hoofdletter en een cijfer.',
    password: 'Wachtwoord',
    passwordConfirmation: 'Wachtwoord bevestigen',
    eulaAccepted: 'Ik aanvaard de gebruiksvoorwaarden',
    privacyAccepted: 'Ik heb kennisgenomen van het privacybeleid',
    create_submit: 'Mijn wachtwoord aanmaken',
    change_submit: 'Mijn wachtwoord wijzigen',
  },
  link: {
    expired_title: 'Link verlopen',
    expired: 'Deze link is verlopen. Vraag een nieuwe aan.',
    invalid_title: 'Ongeldige link',
    invalid: 'Deze link is ongeldig of al gebruikt.',
    ask_again: 'Een nieuwe link aanvragen',
  },
  confirmation: {
    created_title: 'Wachtwoord aangemaakt',
    created: 'Uw wachtwoord is aangemaakt. U kunt zich aanmelden.',
    changed_title: 'Wachtwoord gewijzigd',
    changed: 'Uw wachtwoord is gewijzigd. Al uw sessies zijn gesloten.',
    login: 'Aanmelden',
  },
  errors: {
    lost: 'De aanvraag kon niet worden verzonden, probeer het opnieuw.',
    save: 'Het wachtwoord kon niet worden opgeslagen, probeer het opnieuw.',
  },
}
