import type { Texts } from '../../providers/i18n/texts'

/** Texts of the personal data page (personalData), French being the reference. */
export const personalDataFr = {
  title: 'Données personnelles',
  help: "Les demandes d'une personne sur ses données (RGPD, art. 15 et 17) : ce que le compte détient sur elle, à lui remettre, ou à effacer.",
  email: 'E-mail de la personne',
  search: 'Rechercher',
  not_found: "Aucune donnée n'est enregistrée pour l'adresse %{email}.",
  none: 'Aucune',
  erased: 'effacé le %{date}',
  download: { json: 'Télécharger en JSON', csv: 'Télécharger en CSV' },
  sections: {
    customers: 'Fiches client',
    buybacks: 'Rachats',
    payments: 'Paiements',
    emails: 'E-mails envoyés',
    registerEntries: 'Registre des achats',
  },
  fields: {
    name: 'Nom',
    email: 'E-mail',
    phone: 'Téléphone',
    address: 'Adresse',
    iban: 'IBAN',
    identity: "Pièce d'identité",
    createdAt: 'Créé le',
    identificationNumber: 'N° de rachat',
    status: 'Statut',
    store: 'Magasin',
    device: 'Appareil',
    declaredPrice: 'Prix déclaré',
    validatedPrice: 'Prix validé',
    buyback: 'Rachat',
    amount: 'Montant',
    ibanHolder: 'Titulaire du compte',
    kind: 'E-mail',
    sentAt: 'Envoyé le',
    number: 'N°',
    recordedAt: 'Date',
  },
  channels: { store: 'En magasin', web: 'En ligne' },
  mails: {
    cart_confirmation_mail: 'Confirmation du panier',
    litigation_proposal_mail: 'Proposition après litige',
    quarantine_mail: 'Mise en quarantaine',
    payment_sent_mail: 'Paiement envoyé',
    payment_iban_mail: "Demande d'IBAN",
  },
  erase: {
    button: 'Effacer les données',
    title: 'Effacer les données de %{name} ?',
    text: "Les coordonnées, pièces d'identité et IBAN seront effacés définitivement. Ce que la loi ou un rachat en cours impose de garder est conservé.",
    confirm: 'Effacer',
    done: 'Données effacées',
    erased: 'Effacé : %{customers} fiche(s) client, %{payments} paiement(s).',
    kept: {
      purchase_register:
        'Conservé : %{smart_count} entrée du registre |||| Conservé : %{smart_count} entrées du registre',
      open_buybacks:
        'Conservé : %{smart_count} fiche avec un rachat en cours |||| Conservé : %{smart_count} fiches avec un rachat en cours',
    },
  },
}

export type PersonalDataTexts = Texts<typeof personalDataFr>
