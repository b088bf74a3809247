import DeleteForeverIcon from '@mui/icons-material/DeleteForever'
import { Alert, AlertTitle, Box, Button } from '@mui/material'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { Confirm, useDataProvider, useTranslate } from 'react-admin'
import type { RepriseDataProvider } from '../providers/dataProvider'
import { T, type ErasureAnswer, type PersonalData } from './types'

/** The person as the confirmation names them: their customer record's name, else the address. */
const nameOf = (data: PersonalData) => {
  const customer = data.customers[0]
  const name = [customer?.firstname, customer?.lastname].filter(Boolean).join(' ')
  return name ? `${name} (${data.email})` : data.email
}

/** The API's answer: how many records lost their data, and what the law or a buy-back under way keeps. */
export const ErasureResult = ({ answer }: { answer: ErasureAnswer }) => {
  const translate = useTranslate()
  return (
    <Alert severity="success" role="status" sx={{ width: '100%' }}>
      <AlertTitle>{translate(`${T}.erase.done`)}</AlertTitle>
      {translate(`${T}.erase.erased`, {
        customers: answer.erased.customers,
        payments: answer.erased.payments,
      })}
      {answer.kept.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 1, pl: 2 }}>
          {answer.kept.map((kept) => (
            <li key={kept.kind}>
              <strong>
                {translate(`${T}.erase.kept.${kept.kind}`, { smart_count: kept.count, _: kept.kind })}
              </strong>
              {' : '}
              {kept.reason}
            </li>
          ))}
        </Box>
      )}
    </Alert>
  )
}

/** Erases the person after a confirmation that names them, then shows what was erased and what was kept. */
export const EraseButton = ({
  data,
  onErased,
}: {
  data: PersonalData
  onErased: (answer: ErasureAnswer) => void
}) => {
  const translate = useTranslate()
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const [confirming, setConfirming] = useState(false)
  const erase = useMutation({
    mutationFn: () => dataProvider.erasePersonalData(data.email),
    onSuccess: (answer) => {
      setConfirming(false)
      onErased(answer)
    },
    onError: () => setConfirming(false),
  })
  return (
    <>
      <Button
        variant="outlined"
        color="error"
        startIcon={<DeleteForeverIcon />}
        onClick={() => setConfirming(true)}
        disabled={erase.isPending}
      >
        {translate(`${T}.erase.button`)}
      </Button>
      <Confirm
        isOpen={confirming}
        loading={erase.isPending}
        title={translate(`${T}.erase.title`, { name: nameOf(data) })}
        content={translate(`${T}.erase.text`)}
        confirm={`${T}.erase.confirm`}
        cancel="ra.action.cancel"
        confirmColor="warning"
        onConfirm={() => erase.mutate()}
        onClose={() => setConfirming(false)}
      />
      {erase.isError && (
        <Alert severity="error" role="alert" sx={{ width: '100%' }}>
          {(erase.error as Error).message}
        </Alert>
      )}
    </>
  )
}
