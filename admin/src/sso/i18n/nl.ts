import type { SsoTexts } from './fr'

export const ssoNl: SsoTexts = {
  sign_in: {
    button: 'Aanmelden met mijn organisatie (SSO)',
    intro:
      'Vul uw zakelijke e-mailadres in: u wordt doorgestuurd naar het aanmeldportaal van uw organisatie.',
    email: 'Zakelijk e-mailadres',
    continue: 'Doorgaan',
    back: 'Aanmelden met een wachtwoord',
  },
  callback: {
    title: 'Bezig met aanmelden',
    progress: 'Uw identiteit wordt bij uw organisatie gecontroleerd…',
    failed_title: 'Aanmelden niet mogelijk',
    retry: 'Terug naar aanmelden',
  },
  logout: {
    title: 'Afgemeld',
    done: 'U bent afgemeld bij het platform en bij het portaal van uw organisatie.',
    login: 'Aanmelden',
  },
  configuration: {
    title: 'Eenmalige aanmelding (SSO)',
    intro:
      'Uw gebruikers melden zich aan bij de OpenID Connect-identiteitsprovider van uw organisatie. Registreer daar de twee adressen hieronder.',
    issuer: 'Uitgever (issuer)',
    issuer_help: 'Het https-adres van de provider, bijvoorbeeld https://login.voorbeeld.nl/realms/bedrijf',
    client_id: 'Client-ID',
    client_secret: 'Clientgeheim',
    client_secret_help:
      'Gemaskeerd gelaten blijft het opgeslagen geheim behouden. Leeg: een openbare client.',
    domains: 'E-maildomeinen',
    domains_help: 'Gescheiden door komma’s, bijvoorbeeld voorbeeld.nl, voorbeeld.be',
    active: 'SSO actief',
    trust_emails: 'De e-mailadressen van de provider vertrouwen',
    trust_emails_help:
      'Koppelt een gebruiker via het e-mailadres, ook als de provider het niet als geverifieerd aangeeft (email_verified). Schakel dit alleen in als uw gebruikers hun adres bij de provider niet zelf kunnen kiezen.',
    callback_url: 'Redirect-URI',
    logout_url: 'Redirect-URI na afmelden',
    save: 'Opslaan',
    saved: 'SSO-configuratie opgeslagen',
    test: 'Verbinding testen',
    test_ok: 'Provider bereikbaar: %{issuer}',
    not_configured: 'Voor deze organisatie is nog geen provider ingesteld.',
  },
}
