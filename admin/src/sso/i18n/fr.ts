import type { Texts } from '../../providers/i18n/texts'

/** Texts of single sign-on (sso): the login button, the callback and logout pages, the configuration. */
export const ssoFr = {
  sign_in: {
    button: 'Connexion avec mon organisation (SSO)',
    intro:
      'Saisissez votre e-mail professionnel : vous serez redirigé vers le portail de connexion de votre organisation.',
    email: 'E-mail professionnel',
    continue: 'Continuer',
    back: 'Se connecter avec un mot de passe',
  },
  callback: {
    title: 'Connexion en cours',
    progress: 'Vérification de votre identité auprès de votre organisation…',
    failed_title: 'Connexion impossible',
    retry: 'Retour à la connexion',
  },
  logout: {
    title: 'Déconnecté',
    done: 'Vous êtes déconnecté de la plateforme et du portail de votre organisation.',
    login: 'Se connecter',
  },
  configuration: {
    title: 'Authentification unique (SSO)',
    intro:
      'Vos utilisateurs se connectent avec le fournisseur d’identité OpenID Connect de votre organisation. Enregistrez-y les deux adresses ci-dessous.',
    issuer: 'Émetteur (issuer)',
    issuer_help: 'Adresse https du fournisseur, par exemple https://login.exemple.com/realms/societe',
    client_id: 'Identifiant client',
    client_secret: 'Secret client',
    client_secret_help: 'Laissé masqué, le secret enregistré est conservé. Vide : client public.',
    domains: 'Domaines e-mail',
    domains_help: 'Séparés par des virgules, par exemple exemple.com, exemple.fr',
    active: 'SSO actif',
    trust_emails: 'Faire confiance aux adresses e-mail du fournisseur',
    trust_emails_help:
      'Lie un utilisateur par son adresse e-mail même quand le fournisseur ne la déclare pas vérifiée (email_verified). À n’activer que si vos utilisateurs ne peuvent pas choisir leur adresse chez le fournisseur.',
    callback_url: 'Adresse de retour (redirect URI)',
    logout_url: 'Adresse après déconnexion (post logout redirect URI)',
    save: 'Enregistrer',
    saved: 'Configuration SSO enregistrée',
    test: 'Tester la connexion',
    test_ok: 'Fournisseur joignable : %{issuer}',
    not_configured: 'Aucun fournisseur n’est encore configuré pour cette organisation.',
  },
}

export type SsoTexts = Texts<typeof ssoFr>
