import type { Texts } from '../../providers/i18n/texts'

/** Texts of the expedition screens (`expedition.*`), French being the reference. */
export const expeditionFr = {
  title: 'Expéditions',
  failed: 'L’opération a échoué, réessayez.',
  loading: 'Chargement…',
  back: 'Retour aux expéditions',
  statuses: {
    open: 'Ouvert',
    shipped: 'Expédié',
    delivered: 'Livré',
  },
  fields: {
    customer: 'Client (retour)',
    identificationNumber: 'Numéro d’identification',
    buyback: 'Numéro de rachat',
    product: 'Produit',
    destination: 'Destination',
    status: 'Statut',
    number: 'Numéro de colis',
    tracking: 'Suivi',
    carrier: 'Transporteur',
    itemCount: 'Articles',
    createdAt: 'Créé le',
    closedAt: 'Expédié le',
    needsLabel: 'Étiquette propre',
  },
  awaiting: {
    title: 'Articles en attente d’expédition',
    empty: 'Aucun article n’attend d’expédition ici.',
    needsLabel: 'Part seul avec son étiquette',
    inPackage: 'Dans un colis ouvert',
  },
  open: {
    title: 'Colis en préparation',
    empty: 'Aucun colis en préparation.',
    continue: 'Continuer',
  },
  shipped: {
    title: 'Colis expédiés récemment',
    empty: 'Aucun colis expédié pour l’instant.',
    reprint: 'Réimprimer l’étiquette',
  },
  actions: {
    newPackage: 'Nouveau colis',
    shipWithLabel: 'Expédier un article avec sa propre étiquette',
  },
  takeItem: {
    notAwaiting: 'Cet article n’attend pas d’expédition ici.',
  },
  package: {
    title: 'Colis %{number}',
    new: 'Nouveau colis',
    firstScan: 'Scannez le premier article : le colis est créé avec lui.',
    scan: {
      label: 'Numéro d’identification de l’article',
      help: 'Scannez ou saisissez le numéro puis Entrée : l’article est ajouté au colis.',
    },
    added: 'Article %{number} ajouté au colis.',
    content: 'Contenu du colis',
    empty: 'Le colis est vide : scannez les articles à y mettre.',
    buyback: 'Rachat %{number}',
    remove: 'Retirer %{number} du colis',
    destination: 'Destination : %{name}',
    destinationUnknown: 'La destination sera connue avec le premier article.',
    notOpen: 'Ce colis est déjà fermé : son contenu ne peut plus changer.',
    seeConfirmation: 'Voir l’expédition',
  },
  steps: {
    title: 'Étapes d’emballage',
    instructions: 'Consignes du client',
    help: 'Cochez chaque étape une fois faite pour pouvoir fermer le colis. L’étiquette et le bordereau sont créés à la fermeture : l’écran suivant dit quand les glisser et les coller.',
  },
  close: {
    button: 'Fermer le colis',
    needsItems: 'Ajoutez au moins un article avant de fermer le colis.',
    needsSteps: 'Cochez toutes les étapes d’emballage avant de fermer le colis.',
    confirmTitle: 'Fermer le colis %{number} ?',
    confirmContent:
      'Le contenu du colis sera verrouillé (%{smart_count} article) et l’étiquette de transport réservée. |||| Le contenu du colis sera verrouillé (%{smart_count} articles) et l’étiquette de transport réservée.',
  },
  withLabel: {
    title: 'Expédier un article avec sa propre étiquette',
    scan: {
      label: 'Numéro d’identification de l’article à retourner',
      help: 'Scannez ou saisissez le numéro puis Entrée.',
    },
    ship: 'Réserver l’étiquette et expédier',
  },
  confirmation: {
    title: 'Expédition confirmée',
    nextSteps: {
      to_buyer:
        'Ensuite : imprimez l’étiquette et le bordereau, glissez le bordereau dans le colis, fermez-le et collez l’étiquette dessus.',
      to_workshop:
        'Ensuite : imprimez l’étiquette et le bon de transport, fermez le colis et collez l’étiquette dessus.',
    },
    packageShipped:
      'Le colis %{number} est fermé et son étiquette réservée : il partira avec le transporteur une fois scellé.',
    itemShipped:
      'L’étiquette de l’article %{number} est réservée : il partira avec le transporteur une fois emballé.',
    items: 'Articles expédiés',
    documents: {
      label: 'Télécharger l’étiquette',
      transport_order: 'Télécharger le bon de transport',
      packing_slip: 'Télécharger le bordereau de colisage',
    },
    missing: 'Aucune expédition à afficher.',
  },
}

export type ExpeditionTexts = Texts<typeof expeditionFr>
