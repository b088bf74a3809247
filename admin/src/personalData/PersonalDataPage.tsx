import DataObjectIcon from '@mui/icons-material/DataObject'
import DownloadIcon from '@mui/icons-material/Download'
import SearchIcon from '@mui/icons-material/Search'
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { Title, useDataProvider, useTranslate } from 'react-admin'
import { useDownload } from '../lib/useDownload'
import type { RepriseDataProvider } from '../providers/dataProvider'
import { EraseButton, ErasureResult } from './EraseButton'
import { PersonalDataSections } from './PersonalDataSections'
import { isNotFound, T, type ErasureAnswer, type PersonalData } from './types'

/** The answer as a JSON file, as the API gave it. */
function downloadJson(data: PersonalData) {
  const link = document.createElement('a')
  link.href = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }))
  link.download = `personal-data-${data.customers[0]?.id ?? 'export'}.json`
  document.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000)
}

/**
 * `/personal-data` (GDPR art. 15 and 17): what the account holds on a person, found by their e-mail
 * address, downloaded as JSON or CSV, and erased on request; the API says what it kept and why.
 */
export const PersonalDataPage = () => {
  const translate = useTranslate()
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const { download } = useDownload()
  const [email, setEmail] = useState('')
  const [erasure, setErasure] = useState<ErasureAnswer | null>(null)
  const search = useMutation({
    mutationFn: (address: string) => dataProvider.personalData(address),
    onMutate: () => setErasure(null),
  })
  // Once erased, the records shown are out of date (the address itself is gone): only the answer stays.
  const data = erasure ? undefined : search.data
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    if (email.trim()) search.mutate(email.trim())
  }

  return (
    <Box sx={{ p: 2, maxWidth: 1100 }}>
      <Title title={translate(`${T}.title`)} />
      <Stack spacing={3}>
        <Typography variant="h5" component="h1">
          {translate(`${T}.title`)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(`${T}.help`)}
        </Typography>
        <Stack
          component="form"
          direction="row"
          spacing={2}
          alignItems="flex-start"
          onSubmit={submit}
          noValidate
        >
          <TextField
            type="email"
            size="small"
            label={translate(`${T}.email`)}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            sx={{ minWidth: 360 }}
          />
          <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={search.isPending}>
            {translate(`${T}.search`)}
          </Button>
        </Stack>
        {search.isError && (
          <Alert severity={isNotFound(search.error) ? 'info' : 'error'} role="alert">
            {isNotFound(search.error)
              ? translate(`${T}.not_found`, { email: search.variables })
              : translate((search.error as Error).message || 'errors.generic', {
                  _: translate('errors.generic'),
                })}
          </Alert>
        )}
        {erasure && <ErasureResult answer={erasure} />}
        {data && (
          <>
            <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
              <Button variant="outlined" startIcon={<DataObjectIcon />} onClick={() => downloadJson(data)}>
                {translate(`${T}.download.json`)}
              </Button>
              <Button
                variant="outlined"
                startIcon={<DownloadIcon />}
                onClick={() => void download(() => dataProvider.downloadPersonalDataCsv(data.email))}
              >
                {translate(`${T}.download.csv`)}
              </Button>
              <EraseButton data={data} onErased={setErasure} />
            </Stack>
            <PersonalDataSections data={data} />
          </>
        )}
      </Stack>
    </Box>
  )
}
