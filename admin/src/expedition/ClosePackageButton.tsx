import { useState } from 'react'
import { Button, Stack, Typography } from '@mui/material'
import LocalShippingIcon from '@mui/icons-material/LocalShipping'
import { Confirm, useTranslate } from 'react-admin'
import type { Package } from './types'

interface Props {
  pack: Package
  /** Every packing step ticked. */
  ready: boolean
  busy: boolean
  onConfirm: () => void
}

/** "Close the package", enabled once it holds items and every step is ticked; it asks first. */
export const ClosePackageButton = ({ pack, ready, busy, onConfirm }: Props) => {
  const translate = useTranslate()
  const [asking, setAsking] = useState(false)
  const empty = pack.items.length === 0
  const hint = empty ? 'expedition.close.needsItems' : ready ? '' : 'expedition.close.needsSteps'
  return (
    <Stack spacing={1} sx={{ mt: 2, alignItems: 'flex-start' }}>
      {hint && (
        <Typography variant="body2" color="text.secondary">
          {translate(hint)}
        </Typography>
      )}
      <Button
        variant="contained"
        startIcon={<LocalShippingIcon />}
        disabled={empty || !ready || busy}
        onClick={() => setAsking(true)}
      >
        {translate('expedition.close.button')}
      </Button>
      <Confirm
        isOpen={asking}
        loading={busy}
        title={translate('expedition.close.confirmTitle', { number: pack.number })}
        content={translate('expedition.close.confirmContent', { smart_count: pack.items.length })}
        confirm={translate('expedition.close.button')}
        onConfirm={() => {
          setAsking(false)
          onConfirm()
        }}
        onClose={() => setAsking(false)}
      />
    </Stack>
  )
}
