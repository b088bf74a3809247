import type { SsoTexts } from './fr'

export const ssoDe: SsoTexts = {
  sign_in: {
    button: 'Mit meiner Organisation anmelden (SSO)',
    intro:
      'Geben Sie Ihre geschäftliche E-Mail-Adresse ein: Sie werden zum Anmeldeportal Ihrer Organisation weitergeleitet.',
    email: 'Geschäftliche E-Mail',
    continue: 'Weiter',
    back: 'Mit Passwort anmelden',
  },
  callback: {
    title: 'Anmeldung läuft',
    progress: 'Ihre Identität wird bei Ihrer Organisation geprüft…',
    failed_title: 'Anmeldung nicht möglich',
    retry: 'Zurück zur Anmeldung',
  },
  logout: {
    title: 'Abgemeldet',
    done: 'Sie sind von der Plattform und vom Portal Ihrer Organisation abgemeldet.',
    login: 'Anmelden',
  },
  configuration: {
    title: 'Single Sign-on (SSO)',
    intro:
      'Ihre Benutzer melden sich beim OpenID-Connect-Identitätsanbieter Ihrer Organisation an. Hinterlegen Sie dort die beiden folgenden Adressen.',
    issuer: 'Aussteller (Issuer)',
    issuer_help: 'Die https-Adresse des Anbieters, zum Beispiel https://login.beispiel.de/realms/firma',
    client_id: 'Client-ID',
    client_secret: 'Client-Geheimnis',
    client_secret_help:
      'Maskiert gelassen bleibt das gespeicherte Geheimnis erhalten. Leer: öffentlicher Client.',
    domains: 'E-Mail-Domains',
    domains_help: 'Durch Kommas getrennt, zum Beispiel beispiel.de, beispiel.at',
    active: 'SSO aktiv',
    trust_emails: 'Den E-Mail-Adressen des Anbieters vertrauen',
    trust_emails_help:
      'Verknüpft einen Benutzer über die E-Mail-Adresse, auch wenn der Anbieter sie nicht als bestätigt angibt (email_verified). Nur einschalten, wenn Ihre Benutzer ihre Adresse beim Anbieter nicht selbst wählen können.',
    callback_url: 'Redirect-URI',
    logout_url: 'Redirect-URI nach der Abmeldung',
    save: 'Speichern',
    saved: 'SSO-Konfiguration gespeichert',
    test: 'Verbindung testen',
    test_ok: 'Anbieter erreichbar: %{issuer}',
    not_configured: 'Für diese Organisation ist noch kein Anbieter konfiguriert.',
  },
}
