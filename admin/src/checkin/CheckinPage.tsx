import { useMutation } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Alert, Box, Button, Stack, Typography } from '@mui/material'
import { Title, useDataProvider, useTranslate } from 'react-admin'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { ScanField } from './ScanField'
import { CheckinSummary } from './CheckinSummary'
import { PackageChecklist, packageItems } from './PackageChecklist'
import type { RepriseDataProvider } from '../providers/dataProvider'
import { useScanLookup } from '../lib/useScanLookup'
import { refusalOf, type CheckinPreview } from './types'

/**
 * `/warehouse/checkin` (part 1 §2 "Warehouse"): scan a buy-back number, an item code, a package number or
 * the carrier's tracking number on the parcel (a package's items are then ticked off one by one),
 * read what was declared, confirm. Enter on the empty scan field confirms too, so an operator with a
 * scanner never needs the mouse. A code may arrive in `?code=` from the confirmation page's next scan.
 */
export const CheckinPage = () => {
  const translate = useTranslate()
  const navigate = useNavigate()
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const [params, setParams] = useSearchParams()
  // A code scanned on the confirmation page is looked up on arrival; the page starts busy meanwhile.
  const scanned = params.get('code')
  const lookup = useScanLookup('checkin', (code) => dataProvider.previewCheckin(code), scanned)
  useEffect(() => {
    if (scanned) setParams({}, { replace: true })
  }, [scanned, setParams])
  const checkIn = useMutation({
    mutationFn: (code: string) => dataProvider.checkIn(code),
    onSuccess: (done) => {
      const [first] = done.items
      navigate(
        `/warehouse/confirmation-checkin/${first.id}?buybackIdentificationNumber=${first.buyback.identificationNumber}`,
        { state: { count: done.items.length } }
      )
    },
  })
  // A refused check-in drops the preview: the operator scans again.
  const preview: CheckinPreview | null = checkIn.isError ? null : lookup.found
  const failure = checkIn.error ?? lookup.error
  const refusal = failure ? refusalOf(failure) : ''
  // Busy too once checked in, while the confirmation page opens.
  const busy = lookup.looking || checkIn.isPending || checkIn.isSuccess
  // A package's items ticked off as they come out of the box; the check-in waits for all of them.
  const [ticked, setTicked] = useState<Set<number>>(new Set())
  const contents = preview?.kind === 'package' ? packageItems(preview) : []
  const allFound = contents.every((item) => ticked.has(item.id))
  const toggle = (itemId: number) =>
    setTicked((before) => {
      const after = new Set(before)
      if (after.has(itemId)) after.delete(itemId)
      else after.add(itemId)
      return after
    })

  const look = (code: string) => {
    checkIn.reset()
    setTicked(new Set())
    lookup.scan(code)
  }

  const confirm = () => {
    if (!preview || !allFound) return
    checkIn.mutate(preview.code)
  }

  const onScan = (code: string) => {
    // Inside an open package, an item's code ticks it off rather than starting another check-in.
    const inPackage = contents.find((item) => item.identificationNumber === code)
    if (inPackage) setTicked((before) => new Set(before).add(inPackage.id))
    else if (code) look(code)
    else confirm()
  }

  return (
    <Box sx={{ p: 2, maxWidth: 720 }}>
      <Title title={translate('checkin.title')} />
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {translate('checkin.title')}
        </Typography>
        <ScanField onScan={onScan} disabled={busy} />
        {refusal && (
          <Alert severity="error" role="alert">
            {translate(refusal, { _: refusal })}
          </Alert>
        )}
        {preview && (
          <>
            <Typography variant="subtitle1">
              {translate(`checkin.found.${preview.kind}`, {
                code:
                  preview.kind === 'buyback' && preview.trackingNumber
                    ? (preview.buybacks[0]?.identificationNumber ?? preview.code)
                    : preview.code,
              })}
            </Typography>
            {preview.trackingNumber && (
              <Typography variant="body2">
                {translate('checkin.found.tracking', { number: preview.trackingNumber })}
              </Typography>
            )}
            {preview.kind === 'package' && (
              <PackageChecklist preview={preview} ticked={ticked} onToggle={toggle} />
            )}
            {preview.buybacks.map((buyback) => (
              <CheckinSummary key={buyback.id} buyback={buyback} />
            ))}
            <Box>
              <Button variant="contained" onClick={confirm} disabled={busy || !allFound}>
                {translate('checkin.confirm')}
              </Button>
            </Box>
          </>
        )}
      </Stack>
    </Box>
  )
}
