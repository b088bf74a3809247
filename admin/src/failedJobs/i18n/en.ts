import type { FailedJobTexts } from './fr'

export const failedJobsEn: FailedJobTexts = {
  name: 'Failed job |||| Failed jobs',
  fields: {
    q: 'Search',
    id: 'No.',
    type: 'Type',
    payload: 'Data',
    attempts: 'Attempts',
    lastError: 'Last error',
    createdAt: 'Created',
    failedAt: 'Failed since',
  },
  types: {
    cart_confirmation_mail: 'Cart confirmation e-mail',
    litigation_proposal_mail: 'Price proposal e-mail',
    quarantine_mail: 'Quarantine e-mail',
    shipping_label: 'Shipping label',
    purge_finished_jobs: 'Clean-up of finished jobs',
  },
  empty: 'No failed job: the work queue runs normally.',
  retry: {
    button: 'Retry',
    done: 'The job is back in the queue.',
  },
  discard: {
    button: 'Discard',
    title: 'Discard job no. %{id}?',
    text: 'Its work will not be done. This cannot be undone.',
    confirm: 'Discard',
    cancel: 'Cancel',
    done: 'The job was discarded.',
  },
  help: 'Jobs that have spent their attempts. A retried job starts again with all its attempts; work it already did is not done twice.',
}
