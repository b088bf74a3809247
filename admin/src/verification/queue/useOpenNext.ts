import { useState } from 'react'
import { useDataProvider } from 'react-admin'
import { useNavigate } from 'react-router-dom'
import type { RepriseDataProvider } from '../../providers/dataProvider'
import { messageOf } from '../types'
import { nextPending, updateEntry } from './queueStore'

export const productStepPath = (itemId: number | string) => `/verification/product?itemId=${itemId}`

/**
 * Opens the queue's next pending code on the first step of the wizard. A code refused since it was
 * checked (another operator took it) is marked so and the one after it is tried.
 */
export function useOpenNext() {
  const navigate = useNavigate()
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const [opening, setOpening] = useState(false)
  const openNext = async () => {
    setOpening(true)
    try {
      for (let entry = nextPending(); entry; entry = nextPending()) {
        try {
          const found = await dataProvider.lookupCode(entry.code)
          updateEntry(entry.code, { itemId: found.itemId })
          navigate(productStepPath(found.itemId))
          return true
        } catch (error) {
          updateEntry(entry.code, { state: 'refused', reason: messageOf(error) })
        }
      }
      return false
    } finally {
      setOpening(false)
    }
  }
  return { openNext, opening }
}
