import { useCallback, useEffect, useState } from 'react'

/** Loads `load()` on mount and whenever `key` changes; `reload` fetches again after a change. */
export function useApi<T>(load: () => Promise<T>, key: string) {
  const [version, setVersion] = useState(0)
  const [loaded, setLoaded] = useState<{ key: string; data: T | undefined }>({ key: '', data: undefined })
  const wanted = `${key}#${version}`
  useEffect(() => {
    let current = true
    load()
      .then((data) => current && setLoaded({ key: wanted, data }))
      .catch(() => current && setLoaded({ key: wanted, data: undefined }))
    return () => {
      current = false
    }
    // `load` is a new closure on each render; `wanted` says when it really changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted])
  const reload = useCallback(() => setVersion((value) => value + 1), [])
  return { data: loaded.data, isPending: loaded.key !== wanted, reload }
}
