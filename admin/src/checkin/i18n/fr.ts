import type { Texts } from '../../providers/i18n/texts'

/** Texts of the check-in screens (`checkin.*`), French being the reference. */
export const checkinFr = {
  title: 'Réceptionner',
  scan: {
    label: 'Numéro de rachat, code article, numéro de colis ou de suivi du transporteur',
    help: 'Scannez ou saisissez le code puis Entrée ; Entrée sur le champ vide confirme.',
  },
  found: {
    buyback: 'Rachat %{code}',
    item: 'Article %{code}',
    package: 'Colis %{code}',
    tracking: 'Numéro de suivi du transporteur : %{number}',
  },
  package: {
    title: 'Contenu du colis : %{done}/%{total} articles trouvés',
    help: 'Cochez chaque article en le sortant du colis, ou scannez son code ; l’enregistrement se confirme quand tous sont trouvés.',
  },
  fields: {
    buyback: 'Numéro de rachat',
    brandModel: 'Marque et modèle',
    declaredGrade: 'État déclaré',
    circuit: 'Circuit',
    expectedWorkshop: 'Atelier attendu',
    answers: 'Réponses déclarées',
  },
  confirm: 'Confirmer l’enregistrement',
  unknownCode: 'Ce code n’est pas reconnu.',
  failed: 'L’enregistrement a échoué, réessayez.',
  confirmation: {
    title: 'Enregistrement confirmé',
    done: 'Article enregistré (rachat %{number}). |||| %{smart_count} articles enregistrés.',
    printLabel: 'Imprimer l’étiquette',
    next: 'Colis suivant',
  },
}

export type CheckinTexts = Texts<typeof checkinFr>
