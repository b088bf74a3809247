import { useCallback, useEffect, useState } from 'react'
import { refusalOf, type Refusal } from './api'

/**
 * What a screen reads from the API: the last answer (kept while a reload runs, so the page does not
 * flicker), the refusal if it failed, and `reload` for after an action or a conflict.
 */
export function useLoaded<T>(load: () => Promise<T>, key: string) {
  const [data, setData] = useState<T | null>(null)
  const [refusal, setRefusal] = useState<Refusal | null>(null)
  const [round, setRound] = useState(0)
  // Loading until the answer to the current request arrives.
  const requested = `${key}#${round}`
  const [answered, setAnswered] = useState('')

  useEffect(() => {
    let active = true
    load().then(
      (loaded) => {
        if (!active) return
        setData(loaded)
        setRefusal(null)
        setAnswered(requested)
      },
      (error: unknown) => {
        if (!active) return
        setRefusal(refusalOf(error))
        setAnswered(requested)
      }
    )
    return () => {
      active = false
    }
    // `load` is rebuilt on each render; `requested` says what it reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requested])

  const reload = useCallback(() => setRound((count) => count + 1), [])
  return { data, refusal, loading: answered !== requested, reload }
}
