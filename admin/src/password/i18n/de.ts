import type { PasswordTexts } from './fr'

export const passwordDe: PasswordTexts = {
  back_to_login: 'Zurück zur Anmeldung',
  forgot: 'Passwort vergessen?',
  lost: {
    title: 'Passwort vergessen',
    intro:
      'Geben Sie die E-Mail-Adresse Ihres Kontos ein: Wir senden Ihnen einen Link, um ein neues Passwort zu wählen.',
    email: 'E-Mail',
    submit: 'Link anfordern',
    sent: 'Wenn zu dieser Adresse ein Konto gehört, wurde soeben eine E-Mail mit einem Link dorthin gesendet. Der Link ist eine Stunde gültig.',
  },
  new: {
    create_title: 'Passwort erstellen',
    change_title: 'Neues Passwort',
    for: 'Konto: %{email}',
    rules: 'Mindestens 8 Zeichen, mit einem Klein-, einem Großbuchstaben und einer Ziffer.',
    password: 'Passwort',
    passwordConfirmation: 'Passwort bestätigen',
    eulaAccepted: 'Ich akzeptiere die Nutzungsbedingungen',
    privacyAccepted: 'Ich habe die Datenschutzerklärung zur Kenntnis genommen',
    create_submit: 'Mein Passwort erstellen',
    change_submit: 'Mein Passwort ändern',
  },
  link: {
    expired_title: 'Link abgelaufen',
    expired: 'Dieser Link ist abgelaufen. Fordern Sie einen neuen an.',
    invalid_title: 'Ungültiger Link',
    invalid: 'Dieser Link ist ungültig oder wurde bereits verwendet.',
    ask_again: 'Neuen Link anfordern',
  },
  confirmation: {
    created_title: 'Passwort erstellt',
    created: 'Ihr Passwort ist erstellt. Sie können sich anmelden.',
    changed_title: 'Passwort geändert',
    changed: 'Ihr Passwort wurde geändert. Alle Ihre Sitzungen wurden beendet.',
    login: 'Anmelden',
  },
  errors: {
    lost: 'Die Anfrage konnte nicht gesendet werden, bitte versuchen Sie es erneut.',
    save: 'Das Passwort konnte nicht gespeichert werden, bitte versuchen Sie es erneut.',
  },
}
