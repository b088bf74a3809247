import type { Texts } from '../../providers/i18n/texts'

/** Texts of the password pages (password), French being the reference. */
export const passwordFr = {
  back_to_login: 'Retour à la connexion',
  forgot: 'Mot de passe oublié ?',
  lost: {
    title: 'Mot de passe oublié',
    intro:
      "Indiquez l'adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.",
    email: 'E-mail',
    submit: 'Recevoir le lien',
    sent: 'Si un compte correspond à cette adresse, un e-mail avec un lien vient de lui être envoyé. Le lien est valable une heure.',
  },
  new: {
    create_title: 'Créer votre mot de passe',
    change_title: 'Nouveau mot de passe',
    for: 'Compte : %{email}',
    rules: 'Au moins 8 caractères, avec une minuscule, une majuscule et un chiffre.',
    password: 'Mot de passe',
    passwordConfirmation: 'Confirmer le mot de passe',
    eulaAccepted: "J'accepte les conditions générales d'utilisation",
    privacyAccepted: "J'ai pris connaissance de la politique de confidentialité",
    create_submit: 'Créer mon mot de passe',
    change_submit: 'Changer mon mot de passe',
  },
  link: {
    expired_title: 'Lien expiré',
    expired: 'Ce lien a expiré. Demandez-en un nouveau.',
    invalid_title: 'Lien invalide',
    invalid: "Ce lien n'est pas valide ou a déjà été utilisé.",
    ask_again: 'Demander un nouveau lien',
  },
  confirmation: {
    created_title: 'Mot de passe créé',
    created: 'Votre mot de passe est créé. Vous pouvez vous connecter.',
    changed_title: 'Mot de passe modifié',
    changed: 'Votre mot de passe est modifié. Toutes vos sessions ont été fermées.',
    login: 'Se connecter',
  },
  errors: {
    lost: "La demande n'a pas pu être envoyée, veuillez réessayer.",
    save: "Le mot de passe n'a pas pu être enregistré, veuillez réessayer.",
  },
}

export type PasswordTexts = Texts<typeof passwordFr>
