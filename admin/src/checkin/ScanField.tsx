import { useEffect, useRef, useState } from 'react'
import { TextField } from '@mui/material'
import { useTranslate } from 'react-admin'

interface Props {
  onScan: (code: string) => void
  disabled?: boolean
  /** Changed by the page after an action of its own (a label printed) to hand the focus back. */
  refocus?: number
  /** Translation keys of the field's label and help, for a screen other than the check-in. */
  label?: string
  help?: string
}

/**
 * The field a keyboard-wedge scanner types into: digits, then Enter. It takes the focus when shown and
 * takes it back whenever it loses it to a click elsewhere, so a pile of parcels is scanned without the
 * mouse. Enter on an empty field sends an empty code: the page may read it as "confirm".
 */
export const ScanField = ({
  onScan,
  disabled = false,
  refocus = 0,
  label = 'checkin.scan.label',
  help = 'checkin.scan.help',
}: Props) => {
  const translate = useTranslate()
  const input = useRef<HTMLInputElement>(null)
  const [code, setCode] = useState('')

  useEffect(() => {
    if (!disabled) input.current?.focus()
  }, [disabled, refocus])

  return (
    <TextField
      inputRef={input}
      label={translate(label)}
      helperText={translate(help)}
      value={code}
      disabled={disabled}
      autoFocus
      fullWidth
      autoComplete="off"
      onChange={(event) => setCode(event.target.value)}
      // Back to the field after a click on the page; a control reached on purpose (Tab) keeps the focus.
      onBlur={(event) => {
        if (!event.relatedTarget) setTimeout(() => input.current?.focus(), 0)
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return
        event.preventDefault()
        onScan(code.trim())
        setCode('')
      }}
    />
  )
}
