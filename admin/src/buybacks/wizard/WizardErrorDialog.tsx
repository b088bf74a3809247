import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material'
import type { StoreWizard } from './useStoreBuybackWizard'
import { useWizardText } from './useWizardText'

/**
 * The server-error modal of the wizard (part 2 §8): the refusal's message, and the way on it calls for —
 * back to the search when the product cannot be bought back, else close.
 */
export const WizardErrorDialog = ({ wizard }: { wizard: StoreWizard }) => {
  const { t, translate } = useWizardText()
  const { serverError, setServerError } = wizard
  return (
    <Dialog
      open={Boolean(serverError)}
      onClose={() => setServerError(null)}
      aria-labelledby="wizard-error-title"
    >
      <DialogTitle id="wizard-error-title">{t('error_title')}</DialogTitle>
      <DialogContent>
        <Typography role="alert">{serverError?.message}</Typography>
      </DialogContent>
      <DialogActions>
        {serverError?.back ? (
          <Button
            variant="contained"
            onClick={() => {
              setServerError(null)
              wizard.anotherProduct()
            }}
          >
            {t('back_to_search')}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => setServerError(null)}>
            {translate('ra.action.close')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  )
}
