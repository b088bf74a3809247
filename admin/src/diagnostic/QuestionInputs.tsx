import { Box, Typography } from '@mui/material'
import {
  ArrayInput,
  maxLength,
  minLength,
  NumberInput,
  required,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useTranslate,
  type Validator,
} from 'react-admin'
import { GRADE_CAPS, LANGUAGES } from './types'

/** An answer that is a finding (lock, blacklist) names the quarantine it leads to. */
const QUARANTINE_REASONS = ['imei_blocked', 'imei_reported', 'activation_lock', 'suspicion'] as const

/** Part 2 §5 "Questions": titles and names 2 to 255 (French required), descriptions at most 3000. */
const NAME = { min: 2, max: 255 }
const DESCRIPTION_MAX = 3000
const nameValidators = (language: string): Validator[] =>
  language === 'fr'
    ? [required(), minLength(NAME.min), maxLength(NAME.max)]
    : [minLength(NAME.min), maxLength(NAME.max)]
const atLeastTwo: Validator = (value?: unknown[]) =>
  !value || value.length < 2 ? 'resources.diagnostic.validation.two_answers' : undefined

const columns = {
  display: 'grid',
  gap: { xs: 0, md: 2 },
  gridTemplateColumns: { xs: '1fr', md: 'repeat(4, 1fr)' },
  width: '100%',
}

/** The four languages side by side, one column each. */
const Languages = ({ source, long = false }: { source: string; long?: boolean }) => {
  const translate = useTranslate()
  return (
    <Box sx={columns}>
      {LANGUAGES.map((language) => (
        <TextInput
          key={language}
          source={`${source}.${language}`}
          label={translate(`resources.diagnostic.languages.${language}`)}
          validate={long ? [maxLength(DESCRIPTION_MAX)] : nameValidators(language)}
          multiline={long}
          minRows={long ? 2 : undefined}
        />
      ))}
    </Box>
  )
}

const Heading = ({ text }: { text: string }) => {
  const translate = useTranslate()
  return (
    <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
      {translate(text)}
    </Typography>
  )
}

/** The form of a diagnostic question: title, how to test, and its answers (grade cap, price impact in euros). */
export const QuestionInputs = () => (
  <>
    <Heading text="resources.diagnostic.form.title" />
    <Languages source="title" />
    <Heading text="resources.diagnostic.form.how_to_test" />
    <Languages source="howToTest" long />
    <ArrayInput source="answers" label="resources.diagnostic.form.answers" validate={atLeastTwo}>
      <SimpleFormIterator disableReordering fullWidth sx={{ '& .RaSimpleFormIterator-line': { py: 1 } }}>
        <Heading text="resources.diagnostic.form.answer_name" />
        <Languages source="name" />
        <Heading text="resources.diagnostic.form.answer_description" />
        <Languages source="description" long />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(4, 1fr)' } }}>
          <SelectInput
            source="gradeCap"
            label="resources.diagnostic.form.grade_cap"
            choices={GRADE_CAPS.map((id) => ({ id, name: `resources.diagnostic.grades.${id}` }))}
            validate={required()}
          />
          <NumberInput
            source="priceImpact"
            label="resources.diagnostic.form.price_impact"
            helperText="resources.diagnostic.form.price_impact_help"
            defaultValue={0}
            format={(cents?: number | null) => (cents === null || cents === undefined ? '' : cents / 100)}
            parse={(euros: string) => (euros === '' ? 0 : Math.round(Number(euros) * 100))}
          />
          <SelectInput
            source="quarantineReason"
            label="resources.diagnostic.form.quarantine_reason"
            helperText="resources.diagnostic.form.quarantine_reason_help"
            choices={QUARANTINE_REASONS.map((id) => ({
              id,
              name: `resources.diagnostic.form.quarantine_reasons.${id}`,
            }))}
            emptyText="—"
            parse={(value: string) => value || null}
          />
        </Box>
      </SimpleFormIterator>
    </ArrayInput>
  </>
)
