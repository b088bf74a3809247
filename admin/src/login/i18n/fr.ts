import type { Texts } from '../../providers/i18n/texts'

/** Texts of the login page (login), French being the reference. */
export const loginFr = {
  title: 'Connexion',
  subtitle: 'Accédez à votre espace de gestion',
  email: 'E-mail',
  password: 'Mot de passe',
  submit: 'Se connecter',
  errors: {
    generic: 'Une erreur est survenue, veuillez réessayer.',
    no_permissions: 'Votre compte ne donne accès à aucun écran. Contactez votre administrateur.',
  },
}

export type LoginTexts = Texts<typeof loginFr>
