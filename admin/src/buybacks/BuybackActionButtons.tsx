import DescriptionIcon from '@mui/icons-material/Description'
import EditIcon from '@mui/icons-material/Edit'
import MailIcon from '@mui/icons-material/Mail'
import ReportProblemIcon from '@mui/icons-material/ReportProblem'
import StorefrontIcon from '@mui/icons-material/Storefront'
import { Button, Menu, MenuItem, Stack, TextField } from '@mui/material'
import { useState } from 'react'
import { useDataProvider, useTranslate } from 'react-admin'
import { useDownload } from '../lib/useDownload'
import type { RepriseDataProvider } from '../providers/dataProvider'
import { useSearchParams } from 'react-router-dom'
import { getSession } from '../providers/session'
import { ActionDialog, ChoiceWithComment, ConfirmActionButton, useBuyback } from './ActionDialog'
import { useAction } from '../lib/useAction'

/** Part 1 §4: the item declared lost at the store, in transport or at the workshop, where it may be now. */
export const DeclareLostButton = () => {
  const { record, actions } = useBuyback()
  const translate = useTranslate()
  const [open, setOpen] = useState(false)
  const [place, setPlace] = useState('')
  const [comment, setComment] = useState('')
  const { busy, error, run, reset } = useAction()
  const dataProvider = useDataProvider<RepriseDataProvider>()
  if (!record || !actions?.declareLost.length) return null
  const places = actions.declareLost
  const submit = async () => {
    const body = { place: place || places[0], comment: comment.trim() || undefined }
    if (await run(() => dataProvider.declareLost(record.id, body), 'resources.buybacks.lost.done'))
      setOpen(false)
  }
  return (
    <>
      <Button
        startIcon={<ReportProblemIcon />}
        onClick={() => {
          reset()
          setPlace(places[0])
          setOpen(true)
        }}
      >
        {translate('resources.buybacks.lost.action')}
      </Button>
      <ActionDialog
        open={open}
        onClose={() => setOpen(false)}
        title={translate('resources.buybacks.lost.title', { number: record.identificationNumber })}
        error={error}
        busy={busy}
        confirm="resources.buybacks.lost.confirm"
        onConfirm={() => void submit()}
      >
        <ChoiceWithComment
          label={translate('resources.buybacks.lost.place')}
          choices={places}
          choiceLabel={(one) => translate(`resources.buybacks.lost.places.${one}`)}
          value={place}
          onChange={setPlace}
          commentLabel={translate('resources.buybacks.lost.comment')}
          comment={comment}
          onComment={setComment}
        />
      </ActionDialog>
    </>
  )
}

/** The litigation proposal sent again to the customer, while it waits for the answer. */
export const DisputeMailButton = () => {
  const { record, actions } = useBuyback()
  const translate = useTranslate()
  const dataProvider = useDataProvider<RepriseDataProvider>()
  if (!record || !actions?.disputeMail) return null
  return (
    <ConfirmActionButton
      icon={<MailIcon />}
      label="resources.buybacks.dispute.action"
      explain={translate('resources.buybacks.dispute.explain', { email: record.customer?.email ?? '' })}
      confirm="resources.buybacks.dispute.confirm"
      action={() => dataProvider.sendDisputeMail(record.id)}
      done="resources.buybacks.dispute.done"
    />
  )
}

/** A pre-declared web buy-back handed in at the caller's store. */
export const ReceiveAtStoreButton = () => {
  const { record, actions } = useBuyback()
  const translate = useTranslate()
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const store = getSession()?.currentOrganization
  const storeId = store?.id
  if (!record || !actions?.receiveAtStore || !storeId) return null
  return (
    <ConfirmActionButton
      icon={<StorefrontIcon />}
      label="resources.buybacks.receive.action"
      explain={translate('resources.buybacks.receive.explain', { store: store.commonName })}
      confirm="resources.buybacks.receive.confirm"
      action={() => dataProvider.receiveAtStore(storeId, record.id)}
      done="resources.buybacks.receive.done"
    />
  )
}

const EDITABLE = ['imei', 'serialNumber', 'externalCode', 'comment'] as const

/**
 * The fields the back office may correct while the buy-back is on its way, with its concurrency check.
 * `/buyback/{id}/edition` (part 1 §2) opens the details with this dialog open, when the fields may change.
 */
export const EditBuybackButton = () => {
  const { record, actions } = useBuyback()
  const translate = useTranslate()
  const [searchParams, setSearchParams] = useSearchParams()
  const [open, setOpen] = useState(false)
  const [values, setValues] = useState<Record<string, string>>({})
  const { busy, error, failure, run, reset } = useAction()
  const dataProvider = useDataProvider<RepriseDataProvider>()
  if (!record || !actions?.edit) return null
  const initial = () => Object.fromEntries(EDITABLE.map((field) => [field, record[field] ?? '']))
  const shown = Object.keys(values).length ? values : initial()
  const start = () => {
    reset()
    setValues(initial())
    setOpen(true)
  }
  const close = () => {
    setOpen(false)
    if (searchParams.has('edition')) setSearchParams({}, { replace: true })
  }
  const fieldErrors = (failure?.errors ?? {}) as Record<string, string>
  const submit = async () => {
    const body = Object.fromEntries([
      ...EDITABLE.map((field) => [field, shown[field]?.trim() || null]),
      ['version', record.version],
    ])
    if (await run(() => dataProvider.correctBuyback(record.id, body), 'resources.buybacks.edit.done')) close()
  }
  return (
    <>
      <Button startIcon={<EditIcon />} onClick={start}>
        {translate('ra.action.edit')}
      </Button>
      <ActionDialog
        open={open || searchParams.has('edition')}
        onClose={close}
        title={translate('resources.buybacks.edit.title', { number: record.identificationNumber })}
        error={Object.keys(fieldErrors).length ? '' : error}
        busy={busy}
        confirm="ra.action.save"
        onConfirm={() => void submit()}
      >
        <Stack spacing={2} sx={{ mt: 1 }}>
          {EDITABLE.map((field) => (
            <TextField
              key={field}
              label={translate(`resources.buybacks.fields.${field}`)}
              value={shown[field] ?? ''}
              onChange={(event) => setValues({ ...shown, [field]: event.target.value })}
              error={Boolean(fieldErrors[field])}
              helperText={fieldErrors[field]}
              inputProps={{ maxLength: field === 'imei' ? 17 : field === 'comment' ? 255 : 64 }}
              multiline={field === 'comment'}
              fullWidth
            />
          ))}
        </Stack>
      </ActionDialog>
    </>
  )
}

/** The documents of this buy-back the server offers, each downloaded as a PDF. */
export const DocumentsMenu = () => {
  const { record, actions } = useBuyback()
  const translate = useTranslate()
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const { download: save } = useDownload()
  if (!record || !actions?.documents.length) return null
  const download = (kind: string) => {
    setAnchor(null)
    void save(() => dataProvider.downloadBuybackDocument(record.id, kind), 'notify')
  }
  return (
    <>
      <Button
        startIcon={<DescriptionIcon />}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {translate('resources.buybacks.documents.action')}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {actions.documents.map((kind) => (
          <MenuItem key={kind} onClick={() => void download(kind)}>
            {translate(`resources.buybacks.documents.kinds.${kind}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
