import { Checkbox, FormControl, FormControlLabel, FormHelperText } from '@mui/material'
import { useTranslate } from 'react-admin'

export interface Acknowledgements {
  eulaAccepted: boolean
  privacyAccepted: boolean
}

/** Part 2 §5: the terms of use and the privacy policy, acknowledged when a password is created. */
export const AcknowledgementsInputs = ({
  value,
  onChange,
  errors,
}: {
  value: Acknowledgements
  onChange: (value: Acknowledgements) => void
  errors: Record<string, string>
}) => {
  const translate = useTranslate()
  return (
    <>
      {(['eulaAccepted', 'privacyAccepted'] as const).map((name) => (
        <FormControl key={name} error={Boolean(errors[name])}>
          <FormControlLabel
            control={
              <Checkbox
                checked={value[name]}
                onChange={(event) => onChange({ ...value, [name]: event.target.checked })}
              />
            }
            label={translate(`password.new.${name}`)}
          />
          {errors[name] && <FormHelperText>{errors[name]}</FormHelperText>}
        </FormControl>
      ))}
    </>
  )
}
