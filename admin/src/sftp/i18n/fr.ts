import type { Texts } from '../../providers/i18n/texts'

/** Texts of the SFTP drop's settings (/settings/sftp, /configuration/:organizationId/sftp), French first. */
export const sftpFr = {
  title: 'Dépôt SFTP',
  intro:
    'Déposez le fichier products-import.csv dans le dossier du compte : il est importé dans le catalogue (création et mise à jour des produits).',
  loading: 'Chargement…',
  client: 'Client',
  status: 'État',
  active: 'Actif',
  inactive: 'Inactif',
  username: 'Identifiant',
  folder: 'Dossier',
  file_name: 'Fichier accepté',
  server: 'Serveur',
  server_off: 'Serveur SFTP arrêté',
  activated_at: 'Activé le',
  deactivated_at: 'Désactivé le',
  activate: 'Activer',
  reactivate: 'Réactiver avec un nouveau mot de passe',
  deactivate: 'Désactiver',
  deactivate_title: 'Désactiver le dépôt SFTP ?',
  deactivate_text: 'Les dépôts seront refusés aussitôt. Une réactivation donnera un nouveau mot de passe.',
  activated: 'Accès SFTP activé.',
  deactivated: 'Accès SFTP désactivé.',
  password_title: 'Mot de passe SFTP',
  password_once:
    'Notez ce mot de passe maintenant : il ne sera plus jamais affiché. Seule son empreinte est conservée.',
  copy: 'Copier',
  copied: 'Mot de passe copié.',
  last_deposit: 'Dernier dépôt',
  no_deposit: 'Aucun dépôt pour le moment.',
  deposit_ok: '%{file} reçu le %{date}, mis en file d’import.',
  deposit_refused: 'Dépôt du %{date} refusé : %{reason}',
  open_import: 'Voir les imports',
  errors: {
    sftp_access_inactive: 'l’accès SFTP est désactivé.',
    sftp_file_name_refused: 'seul le fichier products-import.csv est accepté.',
    sftp_folder_refused: 'seul le dossier du compte est accessible.',
    sftp_import_failed: 'le fichier n’a pas pu être mis en file d’import.',
    sftp_file_too_large: 'le fichier dépasse la taille limite des imports.',
  },
}

export type SftpTexts = Texts<typeof sftpFr>
