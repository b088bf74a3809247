import { useCallback, useEffect, useRef, useState } from 'react'
import { HttpError, useDataProvider } from 'react-admin'
import type { RepriseDataProvider } from '../providers/dataProvider'
import { refusalOf, type Package } from './types'

const isConflict = (error: unknown) =>
  error instanceof HttpError && (error.body as { code?: string } | null)?.code === 'conflict'

/**
 * The package being filled: each change answers the whole package, so the screen shows what the server
 * holds. `busy` while a call runs; a refusal is kept for the screen's alert until the next call. Without an
 * id it is a new package: the first scan opens it on the server with that item (`onCreated`).
 */
export function usePackage(id: number, onCreated: (pack: Package) => void) {
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const [pack, setPack] = useState<Package | null>(null)
  const [busy, setBusy] = useState(Boolean(id))
  const [refusal, setRefusal] = useState('')
  // The number of the item last added, for the screen to acknowledge.
  const [added, setAdded] = useState('')
  // Counts the changes sent: a read started before one of them answers a package already outdated (the
  // first scan's package is read again when its id reaches the address, while the next scans are sent).
  const changes = useRef(0)
  // The package the first scan opened: the next scan goes to it even before its id reaches the address
  // (the router applies the new address in a transition, which a fast scanner may outrun).
  const opened = useRef(0)

  const run = useCallback(
    async (change: () => Promise<Package>, code = '') => {
      changes.current += 1
      setBusy(true)
      setRefusal('')
      setAdded('')
      try {
        const answer = await change()
        setPack(answer)
        setAdded(code)
        return answer
      } catch (error) {
        setRefusal(refusalOf(error))
        // Someone changed the package meanwhile: show it as it is now, the refusal says why.
        const current = id || opened.current
        const fresh =
          isConflict(error) && current ? await dataProvider.getPackage(current).catch(() => null) : null
        if (fresh) setPack(fresh)
        return null
      } finally {
        setBusy(false)
      }
    },
    [id, dataProvider]
  )

  useEffect(() => {
    if (!id) return
    const sent = changes.current
    dataProvider
      .getPackage(id)
      .then(
        (read) => {
          if (changes.current === sent) setPack(read)
        },
        (error: unknown) => setRefusal(refusalOf(error))
      )
      .finally(() => {
        if (changes.current === sent) setBusy(false)
      })
  }, [id, dataProvider])

  return {
    pack,
    busy,
    refusal,
    added,
    add: async (code: string) => {
      const target = id || opened.current
      if (target) return run(() => dataProvider.addPackageItem(target, code), code)
      const created = await run(() => dataProvider.createPackage(code), code)
      if (created) {
        opened.current = created.id
        onCreated(created)
      }
      return created
    },
    remove: (itemId: number) => run(() => dataProvider.removePackageItem(id || opened.current, itemId)),
    close: (version: number) => run(() => dataProvider.closePackage(id || opened.current, version)),
  }
}
