import { useCallback, useEffect, useRef, useState } from 'react'
import { HttpError } from 'react-admin'
import { addItem, closePackage, createPackage, getPackage, refusalOf, removeItem, type Package } from './api'

const isConflict = (error: unknown) =>
  error instanceof HttpError && (error.body as { code?: string } | null)?.code === 'conflict'

/**
 * The package being filled: each change answers the whole package, so the screen shows what the server
 * holds. `busy` while a call runs; a refusal is kept for the screen's alert until the next call. Without an
 * id it is a new package: the first scan opens it on the server with that item (`onCreated`).
 */
export function usePackage(id: number, onCreated: (pack: Package) => void) {
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
        const fresh = isConflict(error) && current ? await getPackage(current).catch(() => null) : null
        if (fresh) setPack(fresh)
        return null
      } finally {
        setBusy(false)
      }
    },
    [id]
  )

  useEffect(() => {
    if (!id) return
    const sent = changes.current
    getPackage(id)
      .then(
        (read) => {
          if (changes.current === sent) setPack(read)
        },
        (error: unknown) => setRefusal(refusalOf(error))
      )
      .finally(() => {
        if (changes.current === sent) setBusy(false)
      })
  }, [id])

  return {
    pack,
    busy,
    refusal,
    added,
    add: async (code: string) => {
      const target = id || opened.current
      if (target) return run(() => addItem(target, code), code)
      const created = await run(() => createPackage(code), code)
      if (created) {
        opened.current = created.id
        onCreated(created)
      }
      return created
    },
    remove: (itemId: number) => run(() => removeItem(id || opened.current, itemId)),
    close: (version: number) => run(() => closePackage(id || opened.current, version)),
  }
}
