import type { Texts } from '../../providers/i18n/texts'

/** Texts of the user screens (resources.users), French being the reference. */
export const usersFr = {
  name: 'Utilisateur |||| Utilisateurs',
  fields: {
    passwordMode: 'Mot de passe',
    roles: 'Rôle et entité',
    id: 'Identifiant',
    q: 'Rechercher',
    email: 'E-mail',
    firstname: 'Prénom',
    lastname: 'Nom',
    status: 'Statut',
    password: 'Mot de passe',
    passwordConfirmation: 'Confirmation du mot de passe',
    modules: 'Modules',
    module: 'Module',
    role: 'Rôle',
    organizationId: 'Entité parente',
    forceConnectionBySso: 'Forcer la connexion par authentification unique (SSO)',
  },
  status: { active: 'Actif', inactive: 'Inactif' },
  sections: { identity: 'Identité', modules: 'Modules et rôles', password: 'Mot de passe' },
  help: {
    password: '8 caractères minimum, dont une minuscule, une majuscule et un chiffre.',
    password_edit: 'Laissez vide pour conserver le mot de passe actuel.',
  },
  import: {
    link: 'Importer',
    title: 'Importer des utilisateurs',
    steps: {
      choose: 'Choisir le fichier',
      upload: 'Envoi',
      done: 'Import terminé',
    },
    help: "Un fichier CSV (UTF-8, séparé par ; ou ,) avec un utilisateur par ligne et une ligne d'en-tête nommant les colonnes. Un utilisateur déjà présent dans votre organisation (même e-mail) est mis à jour ; les autres sont créés. Chaque ligne est importée en entier ou refusée avec sa raison.",
    columns: {
      email: "email : obligatoire, identifie l'utilisateur",
      names: 'firstname, lastname : obligatoires pour un nouvel utilisateur',
      status: 'status : active ou inactive',
      modules: "modules : module:rôle:entité, séparés par | ; l'entité par son identifiant externe",
      force_sso: 'force_sso : oui ou non',
      password:
        "password : obligatoire pour un nouvel utilisateur ; lors d'une mise à jour, laissez vide pour le conserver",
    },
    template: 'Télécharger un modèle',
    choose: 'Choisir un fichier CSV',
    file: 'Fichier CSV des utilisateurs',
    no_file: 'Aucun fichier choisi',
    not_csv: 'Choisissez un fichier .csv.',
    too_big: 'Le fichier ne doit pas dépasser 1024 ko.',
    start: 'Importer',
    uploading: 'Import de %{name}… chaque ligne est vérifiée puis enregistrée.',
    failed: "L'import a échoué : rien n'a été modifié. Réessayez.",
    result: {
      success: 'Les %{found} lignes ont été importées.',
      success_with_ignored: '%{found} lignes lues : certaines ont été refusées, les autres importées.',
      error: "Aucune des %{found} lignes n'a pu être importée.",
    },
    created: '%{count} créé(s)',
    updated: '%{count} mis à jour',
    refused: '%{count} refusé(s)',
    ignored_columns: 'Colonnes ignorées : %{columns}.',
    refused_lines: 'Lignes refusées',
    line: 'Ligne',
    reason: 'Raison',
    back: 'Retour aux utilisateurs',
    again: 'Importer un autre fichier',
  },
  password_modes: {
    invitation: 'Envoyer une invitation par e-mail : la personne choisit son mot de passe',
    password: 'Saisir le mot de passe maintenant',
  },
  role_in: '%{role} · %{entity}',
  validation: {
    password_rule: 'Au moins 8 caractères, dont une minuscule, une majuscule et un chiffre',
    password_mismatch: 'Les mots de passe doivent être identiques',
  },
}

export type UserTexts = Texts<typeof usersFr>
