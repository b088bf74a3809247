import { FormControlLabel, Switch, Typography } from '@mui/material'
import { useState } from 'react'
import { HttpError, useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin'
import type { RepriseDataProvider } from '../providers/dataProvider'

interface LinkedCircuit {
  id: number
  name: string
  channel: 'web' | 'store'
  active: boolean
}

/**
 * On edit, each circuit of the account with its active switch: a change is sent at once
 * (POST|DELETE categories/:id/circuits/:circuitId) and a refusal is shown with its message.
 */
export const CategoryCircuitsPanel = ({
  circuits,
}: {
  circuits: { id: number; name: string; channel: string }[]
}) => {
  const translate = useTranslate()
  const notify = useNotify()
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const record = useRecordContext<{ id: number; circuits?: LinkedCircuit[] }>()
  const [active, setActive] = useState<Set<number>>(
    () => new Set((record?.circuits ?? []).filter((circuit) => circuit.active).map((circuit) => circuit.id))
  )
  if (!record) return null

  const toggle = async (circuitId: number, on: boolean) => {
    try {
      await dataProvider.switchCircuit(Number(record.id), circuitId, on)
      const next = new Set(active)
      if (on) next.add(circuitId)
      else next.delete(circuitId)
      setActive(next)
      notify('resources.categories.circuits.saved', { type: 'success' })
    } catch (error) {
      // The error modal already shows business refusals; keep the switch where it was.
      if (!(error instanceof HttpError)) throw error
    }
  }

  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('resources.categories.circuits.help')}
      </Typography>
      {circuits.map((circuit) => (
        <FormControlLabel
          key={circuit.id}
          sx={{ display: 'flex' }}
          control={
            <Switch
              checked={active.has(circuit.id)}
              onChange={(event) => void toggle(circuit.id, event.target.checked)}
            />
          }
          label={`${circuit.name} (${translate(`resources.categories.circuits.channel.${circuit.channel}`)})`}
        />
      ))}
    </>
  )
}
