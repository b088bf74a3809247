import type { FailedJobTexts } from './fr'

export const failedJobsNl: FailedJobTexts = {
  name: 'Mislukte taak |||| Mislukte taken',
  fields: {
    q: 'Zoeken',
    id: 'Nr.',
    type: 'Type',
    payload: 'Gegevens',
    attempts: 'Pogingen',
    lastError: 'Laatste fout',
    createdAt: 'Aangemaakt op',
    failedAt: 'Mislukt sinds',
  },
  types: {
    cart_confirmation_mail: 'Bevestigingsmail van winkelmand',
    litigation_proposal_mail: 'E-mail met prijsvoorstel',
    quarantine_mail: 'Quarantaine-e-mail',
    shipping_label: 'Verzendlabel',
    purge_finished_jobs: 'Opschonen van afgeronde taken',
  },
  empty: 'Geen mislukte taken: de takenwachtrij werkt normaal.',
  retry: {
    button: 'Opnieuw proberen',
    done: 'De taak staat weer in de wachtrij.',
  },
  discard: {
    button: 'Verwijderen',
    title: 'Taak nr. %{id} verwijderen?',
    text: 'Het werk ervan wordt niet uitgevoerd. Dit kan niet ongedaan worden gemaakt.',
    confirm: 'Verwijderen',
    cancel: 'Annuleren',
    done: 'De taak is verwijderd.',
  },
  help: 'Taken die al hun pogingen hebben gebruikt. Een opnieuw gestarte taak krijgt al haar pogingen terug; werk dat al gedaan is, wordt niet herhaald.',
}
