import { useMutation } from '@tanstack/react-query'
import { HttpError, useNotify, useRefresh } from 'react-admin'

/** What a refusal says: the server's body (`code`, `errors`, `forceAvailable`…) and its message. */
const answerOf = (caught: unknown) =>
  caught instanceof HttpError ? (caught.body as Record<string, unknown> | null) : null

function messageOf(caught: unknown) {
  const fieldErrors = answerOf(caught)?.errors as Record<string, string> | undefined
  if (fieldErrors) return Object.values(fieldErrors).join(' ')
  return caught instanceof Error ? caught.message : ''
}

/**
 * An action sent from a dialog or a button (a buy-back's, a quarantine row's, a payment's, a failed job's)
 * through one data provider method, as a react-query mutation: busy while it runs, the server's message
 * (or its field messages) kept for the dialog to show, a success notice and a refresh of the page's
 * queries when it worked. The data provider's call is silent: the dialog shows the refusal.
 */
export function useAction() {
  const notify = useNotify()
  const refresh = useRefresh()
  const mutation = useMutation({ mutationFn: (call: () => Promise<unknown>) => call() })

  /** `notifyFailure`: a call made without a dialog shows its refusal as a notice instead. */
  const run = async (call: () => Promise<unknown>, done: string, notifyFailure = false) => {
    try {
      await mutation.mutateAsync(call)
      notify(done, { type: 'success' })
      refresh()
      return true
    } catch (caught) {
      if (notifyFailure) notify(messageOf(caught) || 'errors.network', { type: 'error' })
      return false
    }
  }
  return {
    busy: mutation.isPending,
    error: mutation.error ? messageOf(mutation.error) : '',
    failure: mutation.error ? answerOf(mutation.error) : null,
    run,
    reset: mutation.reset,
  }
}
