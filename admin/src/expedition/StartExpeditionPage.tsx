import { useState } from 'react'
import { Alert, Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material'
import { Title, useTranslate } from 'react-admin'
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom'
import { ScanField } from '../checkin/ScanField'
import { ClosePackageButton } from './ClosePackageButton'
import { PackageContent } from './PackageContent'
import { PackingChecklist, checklistOf } from './PackingChecklist'
import { Refusal } from './Refusal'
import { usePackage } from './usePackage'

/**
 * `/start-expedition?packageId=` (part 1 §2 "Expedition"): items are scanned into the package, the packing
 * steps ticked, then the package is closed: its content is locked and its label booked. The scan field
 * keeps the focus so a pile of items is scanned without the mouse.
 */
export const StartExpeditionPage = () => {
  const translate = useTranslate()
  const navigate = useNavigate()
  const id = Number(useSearchParams()[0].get('packageId'))
  const { pack, busy, refusal, added, add, remove, close } = usePackage(id, (created) =>
    navigate(`/start-expedition?packageId=${created.id}`, { replace: true })
  )
  const steps = pack ? checklistOf(pack) : []
  // Keyed by package and step: another package starts unticked, a step added by a new item too.
  const [ticked, setTicked] = useState<Record<string, boolean>>({})
  const [refocus, setRefocus] = useState(0)

  const onClose = async () => {
    if (!pack) return
    if (await close(pack.version)) navigate(`/expedition/confirmation?packageId=${pack.id}`)
  }
  const onRemove = async (itemId: number) => {
    await remove(itemId)
    setRefocus((count) => count + 1)
  }

  // A new package (no id yet) is open to its first scan.
  const open = id ? pack?.status === 'open' : true
  const tickedSteps = steps.map((step) => ticked[`${id}-${step}`] ?? false)
  const allTicked = tickedSteps.every(Boolean)
  return (
    <Box sx={{ p: 2, maxWidth: 900 }}>
      <Title title={translate('expedition.title')} />
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {pack
            ? translate('expedition.package.title', { number: pack.number })
            : translate(id ? 'expedition.title' : 'expedition.package.new')}
        </Typography>
        {busy && <LinearProgress aria-label={translate('expedition.loading')} />}
        <Refusal message={refusal} />
        {added && (
          <Alert severity="success">{translate('expedition.package.added', { number: added })}</Alert>
        )}
        {pack && !open && (
          <Alert
            severity="info"
            action={
              <Button component={RouterLink} to={`/expedition/confirmation?packageId=${pack.id}`}>
                {translate('expedition.package.seeConfirmation')}
              </Button>
            }
          >
            {translate('expedition.package.notOpen')}
          </Alert>
        )}
        {open && (
          <ScanField
            onScan={(code) => {
              if (code) void add(code)
            }}
            disabled={busy}
            refocus={refocus}
            label="expedition.package.scan.label"
            help={id ? 'expedition.package.scan.help' : 'expedition.package.firstScan'}
          />
        )}
        {pack && (
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle1" component="h2">
              {pack.destination
                ? translate('expedition.package.destination', { name: pack.destination.name })
                : translate('expedition.package.destinationUnknown')}
            </Typography>
            <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
              {translate('expedition.package.content')} ({pack.items.length})
            </Typography>
            <PackageContent
              items={pack.items}
              disabled={busy}
              onRemove={open ? (itemId) => void onRemove(itemId) : undefined}
            />
          </Paper>
        )}
        {pack && open && (
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              {translate('expedition.steps.title')}
            </Typography>
            <PackingChecklist
              steps={steps}
              instructions={pack.packingInstructions}
              ticked={tickedSteps}
              onTick={(index, checked) =>
                setTicked((now) => ({ ...now, [`${id}-${steps[index]}`]: checked }))
              }
            />
            <ClosePackageButton pack={pack} ready={allTicked} busy={busy} onConfirm={() => void onClose()} />
          </Paper>
        )}
        <Box>
          <Button component={RouterLink} to="/expedition">
            {translate('expedition.back')}
          </Button>
        </Box>
      </Stack>
    </Box>
  )
}
