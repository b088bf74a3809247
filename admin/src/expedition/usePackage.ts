import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { HttpError, useDataProvider } from 'react-admin'
import type { RepriseDataProvider } from '../providers/dataProvider'
import { refusalOf, type Package } from './types'

const isConflict = (error: unknown) =>
  error instanceof HttpError && (error.body as { code?: string } | null)?.code === 'conflict'

const packageKey = (id: number) => ['expedition', 'package', id]

interface Change {
  send: () => Promise<Package>
  /** The number of the item added, for the screen to acknowledge. */
  code?: string
}

/**
 * The package being filled, read through react-query: each change answers the whole package, which
 * replaces the one read, so the screen shows what the server holds. `busy` while a change runs (or the
 * package is first read); a refusal is kept for the screen's alert until the next change. Without an id it
 * is a new package: the first scan opens it on the server with that item (`onCreated`).
 */
export function usePackage(id: number, onCreated: (pack: Package) => void) {
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const queryClient = useQueryClient()
  // The package the first scan opened: the next scan goes to it even before its id reaches the address
  // (the router applies the new address in a transition, which a fast scanner may outrun).
  const opened = useRef(0)
  const [openedId, setOpenedId] = useState(0)
  const current = id || openedId

  const read = useQuery({
    queryKey: packageKey(current),
    queryFn: () => dataProvider.getPackage(current),
    enabled: current > 0,
    retry: false,
    refetchOnWindowFocus: false,
  })

  const change = useMutation({
    mutationFn: ({ send }: Change) => send(),
    // A read still under way answers a package this change makes outdated: it is dropped.
    onMutate: () => queryClient.cancelQueries({ queryKey: packageKey(id || opened.current) }),
    onSuccess: (answer) => queryClient.setQueryData(packageKey(answer.id), answer),
    // Someone changed the package meanwhile: show it as it is now, the refusal says why.
    onError: async (error) => {
      const target = id || opened.current
      if (isConflict(error) && target)
        await queryClient
          .fetchQuery({ queryKey: packageKey(target), queryFn: () => dataProvider.getPackage(target) })
          .catch(() => null)
    },
  })

  const run = (send: () => Promise<Package>, code?: string) =>
    change.mutateAsync({ send, code }).catch(() => null)

  const failure = change.error ?? (change.isIdle ? read.error : null)
  return {
    pack: read.data ?? null,
    busy: change.isPending || read.isLoading,
    refusal: failure ? refusalOf(failure) : '',
    added: change.isSuccess ? (change.variables.code ?? '') : '',
    add: async (code: string) => {
      const target = id || opened.current
      if (target) return run(() => dataProvider.addPackageItem(target, code), code)
      const created = await run(() => dataProvider.createPackage(code), code)
      if (created) {
        opened.current = created.id
        setOpenedId(created.id)
        onCreated(created)
      }
      return created
    },
    remove: (itemId: number) => run(() => dataProvider.removePackageItem(id || opened.current, itemId)),
    close: (version: number) => run(() => dataProvider.closePackage(id || opened.current, version)),
  }
}
