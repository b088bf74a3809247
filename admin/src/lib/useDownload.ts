import { useMutation } from '@tanstack/react-query'
import { HttpError, useNotify } from 'react-admin'

type OnFailure = 'notify' | ((failure: unknown) => void)

/**
 * The one way a file is fetched and saved (a label, a document, a CSV): the data provider's download
 * method run as a react-query mutation, so the button shows it busy. A refusal is shown as a notice
 * (`'notify'`) or handed to the caller; without either, the HTTP client's error modal has said it.
 */
export function useDownload() {
  const notify = useNotify()
  const mutation = useMutation({ mutationFn: (call: () => Promise<unknown>) => call() })
  const download = (call: () => Promise<unknown>, onFailure?: OnFailure) =>
    mutation.mutateAsync(call).then(
      () => true,
      (failure: unknown) => {
        if (onFailure === 'notify')
          notify(failure instanceof HttpError ? failure.message : 'errors.network', { type: 'error' })
        else onFailure?.(failure)
        return false
      }
    )
  return { busy: mutation.isPending, download }
}
