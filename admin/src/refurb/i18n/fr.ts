import type { Texts } from '../../providers/i18n/texts'

/** Texts of the refurb diagnosis and the item refurb steps (`refurb.*`), French being the reference. */
export const refurbFr = {
  loading: 'Chargement…',
  back_to_search: 'Retour à la recherche',
  numbers: 'Article %{item} · rachat %{buyback}',
  data_erasure: 'Effacement des données',
  required_by_category: 'Exigée par la catégorie',
  native_stock: 'stock par défaut',
  errors: { generic: 'Une erreur est survenue, contactez votre administrateur.' },
  step_statuses: {
    to_do: 'À faire',
    in_progress: 'En cours',
    paused: 'En pause',
    cancelled: 'Annulée',
    completed: 'Terminée',
  },
  erasure_methods: {
    nist_800_88_clear: 'NIST 800-88 Clear (réécriture)',
    nist_800_88_purge: 'NIST 800-88 Purge',
    cryptographic_erase: 'Effacement cryptographique',
    vendor_reset: 'Réinitialisation constructeur',
  },
  fields: { step: 'Étape', cost: 'Coût', stock: 'Stock' },
  economics: {
    purchase: 'Prix d’achat',
    planned: 'Coût total prévu',
    completed: 'Coût des étapes terminées',
    remaining: 'Coût restant',
  },
  search: {
    several: 'Produits correspondant au code',
    item_line: 'Rachat %{buyback} · %{status}',
  },
  diagnosis: {
    title: 'Diagnostic de reconditionnement',
    search: {
      label: 'Code article ou numéro de rachat',
      help: 'Scannez ou saisissez le code (8 ou 13 caractères) puis Entrée.',
    },
    steps: {
      questions: 'Questions',
      warehouse_test: 'Test atelier',
      summary: 'Récapitulatif et étapes',
      stock: 'Stock',
    },
    actions: { next: 'Suivant', submit: 'Valider le diagnostic' },
    questions: {
      unique: 'une seule réponse',
      multiple: 'une ou plusieurs réponses',
      suggests: 'propose : %{steps}',
    },
    warehouse_test: {
      title: 'Test atelier',
      text: 'Ce produit n’a pas de question de diagnostic de reconditionnement : testez-le à l’atelier, puis choisissez ses étapes à l’écran suivant.',
    },
    summary: {
      answers: 'Réponses',
      warehouse_test: 'Test atelier, sans question.',
      steps: 'Étapes de reconditionnement',
      steps_help:
        'Les étapes proposées par les réponses sont cochées ; ajoutez ou retirez-en. Coûts de cet atelier.',
      no_steps: 'Aucune étape de reconditionnement n’est configurée.',
      suggested: 'Proposée',
      erasure_lacking:
        'La catégorie %{category} exige un effacement des données : cochez une étape d’effacement pour continuer.',
      total: 'Coût total prévu (%{smart_count} étape) |||| Coût total prévu (%{smart_count} étapes)',
    },
    stock: {
      label: 'Stock où placer le produit',
      recap:
        '%{smart_count} étape prévue, coût total %{total}. |||| %{smart_count} étapes prévues, coût total %{total}.',
    },
    finalized: {
      title: 'Diagnostic enregistré',
      text: 'L’article %{item} est en reconditionnement, dans le stock « %{stock} ».',
      steps: 'Étapes prévues',
      follow: 'Suivre ses étapes',
      another: 'Diagnostiquer un autre article',
    },
  },
  steps: {
    title: 'Reconditionner',
    search: {
      label: 'Code article ou numéro de rachat',
      help: 'Scannez ou saisissez le code d’un article en reconditionnement (8 ou 13 caractères) puis Entrée.',
    },
    another: 'Autre article',
    item: 'Article %{item}',
    buyback: 'rachat %{buyback}',
    validated: 'Reconditionnement validé : l’article est dans le stock « %{stock} ».',
    list: '%{smart_count} étape |||| %{smart_count} étapes',
    none: 'Aucune étape n’a été prévue : validez le reconditionnement.',
    card: {
      stock: 'Stock : %{stock}',
      by: 'Dernière action par %{user} le %{date}',
      erasure_required:
        'Étape d’effacement des données : la méthode, l’outil et la référence du certificat seront demandés.',
      erasure: 'Effacement : %{method}, outil %{tool}, certificat %{reference}',
      comment: 'Commentaire : %{comment}',
      reason: 'Motif d’annulation : %{reason}',
    },
  },
  step: {
    title: 'Étape « %{step} »',
    back: 'Étapes de l’article',
  },
  actions: {
    back: 'Retour',
    counter: '%{count} / %{max} caractères',
    names: {
      start: 'Démarrer',
      pause: 'Mettre en pause',
      resume: 'Reprendre',
      complete: 'Terminer',
      cancel: 'Annuler l’étape',
    },
    labels: {
      start: 'Démarrer : %{step}',
      pause: 'Mettre en pause : %{step}',
      resume: 'Reprendre : %{step}',
      complete: 'Terminer : %{step}',
      cancel: 'Annuler l’étape : %{step}',
      complete_with_comment: 'Terminer avec un commentaire : %{step}',
    },
    done: {
      start: 'Étape « %{step} » démarrée',
      pause: 'Étape « %{step} » en pause',
      resume: 'Étape « %{step} » reprise',
      complete: 'Étape « %{step} » terminée',
      cancel: 'Étape « %{step} » annulée',
    },
    fields: {
      confirm_stock: 'Stock de l’article',
      stock: 'Stock où placer l’article',
      comment: 'Commentaire (facultatif)',
      reason: 'Motif d’annulation',
      erasure_method: 'Méthode d’effacement',
      erasure_reference: 'Référence du certificat ou du rapport',
      erasure_tool: 'Outil d’effacement',
      erasure_tool_help: 'Logiciel ou appareil utilisé, avec sa version (ex. Blancco Mobile 6.2).',
      erasure_reference_help: 'Numéro du certificat ou du rapport d’effacement produit par l’outil.',
    },
    dialogs: {
      start: {
        title: 'Démarrer « %{step} »',
        text: 'Confirmez le stock où se trouve l’article ; s’il a changé, il y est déplacé.',
        confirm: 'Démarrer',
      },
      pause: {
        title: 'Mettre « %{step} » en pause',
        text: 'L’étape pourra être reprise plus tard.',
        confirm: 'Mettre en pause',
      },
      complete: {
        title: 'Terminer « %{step} »',
        text: 'Une étape terminée ne peut plus être modifiée. Choisissez le stock où placer l’article.',
        confirm: 'Terminer l’étape',
      },
      cancel: {
        title: 'Annuler « %{step} »',
        text: 'Une étape annulée ne reprend pas : elle pourra être planifiée à nouveau, comme une nouvelle étape. Son coût sort du coût prévu.',
        erasure_follows:
          'La catégorie de cet article exige un effacement des données : après cette annulation, planifiez à nouveau une étape d’effacement, sinon le reconditionnement ne pourra pas être validé.',
        confirm: 'Annuler l’étape',
      },
    },
  },
  plan: {
    label: 'Ajouter une étape',
    add: 'Ajouter l’étape',
    again: 'Planifier à nouveau',
    again_label: 'Planifier à nouveau : %{step}',
    done: 'Étape « %{step} » planifiée',
  },
  missing: {
    title: 'Avant de valider toutes les étapes',
    steps: 'Étapes à terminer ou annuler',
    erasure:
      'La catégorie %{category} exige un effacement des données terminé : planifiez une étape d’effacement puis terminez-la.',
    plan: 'Planifier « %{step} »',
  },
  validate: {
    button: 'Valider toutes les étapes',
    title: 'Valider le reconditionnement',
    text: 'L’article %{item} passe en « Reconditionné » et rejoint le stock choisi.',
    stock: 'Stock de destination',
    confirm: 'Valider',
  },
  shortcuts: {
    label: 'Raccourcis clavier',
    advance: 'démarre, termine ou reprend l’étape en cours',
    pause: 'met l’étape en cours en pause',
  },
  history: {
    title: 'Historique de l’étape',
    comment: '« %{comment} »',
    erasure: 'Effacement : %{method}, outil %{tool}, certificat %{reference}',
    actions: {
      planned: 'Prévue',
      start: 'Démarrée',
      pause: 'Mise en pause',
      resume: 'Reprise',
      complete: 'Terminée',
      cancel: 'Annulée',
    },
  },
  completed: {
    title: 'Reconditionnement validé',
    text: 'L’article %{item} est reconditionné, dans le stock « %{stock} ».',
    in_stock: 'Voir l’article en stock',
    another: 'Reconditionner un autre article',
  },
}

export type RefurbTexts = Texts<typeof refurbFr>
