import type { Texts } from '../../providers/i18n/texts'

/** Texts of the diagnostic screens (resources.diagnostic), French being the reference. */
export const diagnosticFr = {
  title: 'Diagnostic',
  columns: {
    category: 'Catégorie',
    identifier: 'Identifiant',
    questionCount: 'Questions',
    title: 'Question',
    answerCount: 'Réponses',
  },
  open: 'Questions de %{label}',
  questions: 'Questions',
  category_title: 'Questions de diagnostic : %{label}',
  add: 'Ajouter une question',
  empty: 'Aucune question pour cette catégorie.',
  reordered: 'Ordre des questions enregistré',
  move_up: 'Monter « %{title} »',
  move_down: 'Descendre « %{title} »',
  edit: 'Modifier « %{title} »',
  delete: 'Supprimer « %{title} »',
  delete_title: 'Supprimer la question',
  delete_content: 'La question et ses réponses seront supprimées.',
  preview: {
    title: 'Aperçu de l’estimation',
    product: 'Produit de la catégorie',
    run: 'Estimer',
    result: 'Grade %{grade} : %{price} (impacts des réponses : %{impacts})',
  },
  grades: {
    A: 'A',
    B: 'B',
    C: 'C',
    D: 'D',
    E: 'E',
    functional: 'Fonctionnel',
    refused: 'Refusé',
  },
  languages: { fr: 'Français', en: 'Anglais', nl: 'Néerlandais', de: 'Allemand' },
  form: {
    title: 'Titre',
    how_to_test: 'Comment tester',
    answers: 'Réponses',
    answer_name: 'Nom de la réponse',
    answer_description: 'Description',
    grade_cap: 'Grade maximum',
    price_impact: 'Impact sur le prix (€)',
    price_impact_help: 'Négatif pour une décote.',
    quarantine_reason: 'Mène à la quarantaine',
    quarantine_reason_help:
      'Un constat (verrouillage, liste noire) et non un état : le contrôle met l’article en quarantaine.',
    quarantine_reasons: {
      imei_blocked: 'IMEI bloqué',
      imei_reported: 'IMEI signalé (vol, perte)',
      activation_lock: 'Verrouillage d’activation encore actif',
      suspicion: 'Suspicion',
    },
    create: 'Nouvelle question',
    edit: 'Modifier la question',
  },
  validation: { two_answers: 'Une question doit avoir au moins 2 réponses' },
}

export type DiagnosticTexts = Texts<typeof diagnosticFr>
