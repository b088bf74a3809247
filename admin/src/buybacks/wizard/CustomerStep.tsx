import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material'
import { CUSTOMER_FIELDS, IDENTITY_FIELDS } from './customerFields'
import type { StoreWizard } from './useStoreBuybackWizard'
import { useWizardText } from './useWizardText'

/** The countries the counter serves, chosen by name (the API takes the ISO code). */
const COUNTRIES = ['FR', 'BE', 'LU', 'DE', 'NL', 'CH']
const IDENTITY_TYPES = ['identity_card', 'passport', 'driving_licence', 'residence_permit']
const twoColumns = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }

/**
 * Customer step: contact, the identity document (always asked at the counter) and the IBAN when a payment
 * mode of the cart pays by transfer. An empty field is shown before the summary; the server's field errors
 * show on their fields, each cleared once the field is edited.
 */
export const CustomerStep = ({ wizard }: { wizard: StoreWizard }) => {
  const { t, locale } = useWizardText()
  const countryName = new Intl.DisplayNames([locale], { type: 'region' })
  const { customer, identity, fieldErrors } = wizard
  return (
    <Stack spacing={2}>
      <Box sx={twoColumns}>
        {CUSTOMER_FIELDS.map((name) => (
          <TextField
            key={name}
            label={t(`customer.${name}`)}
            value={customer[name] ?? ''}
            onChange={(event) => wizard.setCustomer({ ...customer, [name]: event.target.value }, name)}
            error={Boolean(fieldErrors[`customer.${name}`])}
            helperText={fieldErrors[`customer.${name}`]}
            required
            fullWidth
            select={name === 'country'}
          >
            {name === 'country'
              ? COUNTRIES.map((code) => (
                  <MenuItem key={code} value={code}>
                    {countryName.of(code)}
                  </MenuItem>
                ))
              : undefined}
          </TextField>
        ))}
      </Box>
      <Typography variant="subtitle1">{t('identity_title')}</Typography>
      <Box sx={twoColumns}>
        {IDENTITY_FIELDS.map((name) => (
          <TextField
            key={name}
            select={name === 'type'}
            type={name === 'deliveryDate' ? 'date' : 'text'}
            label={t(`identity.${name}`)}
            value={identity[name] ?? ''}
            onChange={(event) => wizard.setIdentity({ ...identity, [name]: event.target.value }, name)}
            error={Boolean(fieldErrors[`customer.identity.${name}`])}
            helperText={fieldErrors[`customer.identity.${name}`]}
            InputLabelProps={name === 'deliveryDate' ? { shrink: true } : undefined}
            required
          >
            {name === 'type'
              ? IDENTITY_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {t(`identity_types.${type}`)}
                  </MenuItem>
                ))
              : undefined}
          </TextField>
        ))}
      </Box>
      {wizard.lines.some((line) => line.needsIban) && (
        <TextField
          label="IBAN"
          value={wizard.iban}
          onChange={(event) => wizard.setIban(event.target.value)}
          error={Boolean(fieldErrors['customer.iban'])}
          helperText={fieldErrors['customer.iban']}
          required
        />
      )}
      <Stack direction="row" spacing={1}>
        <Button onClick={wizard.anotherProduct}>{t('another')}</Button>
        <Button variant="contained" onClick={wizard.toSummary}>
          {t('next')}
        </Button>
      </Stack>
    </Stack>
  )
}
