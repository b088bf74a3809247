import { Box, FormControl, FormLabel, Radio, RadioGroup, Typography } from '@mui/material'
import type { Question } from '../types'
import { useVerificationText } from '../useVerificationText'

/**
 * One question of the diagnostic: its title, how to test it, and its answers as cards the whole of which
 * is clickable, one choice only.
 */
export const AnswerCards = ({
  question,
  index,
  total,
  value,
  onChange,
  reasonLabel,
}: {
  question: Question
  index: number
  total: number
  value: number | undefined
  onChange: (answerId: number) => void
  /** The quarantine reason's label, for an answer that is a finding (lock, blacklist). */
  reasonLabel: (code: string) => string
}) => {
  const { t } = useVerificationText()
  const labelId = `question-${question.id}`
  return (
    <FormControl component="fieldset" sx={{ width: '100%' }}>
      <FormLabel
        id={labelId}
        component="legend"
        sx={{ color: 'text.primary', fontWeight: 600, '&.Mui-focused': { color: 'text.primary' } }}
      >
        {t('diagnostic.question', { n: index + 1, total })} — {question.title}
      </FormLabel>
      {question.howToTest && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          <strong>{t('diagnostic.how_to_test')} : </strong>
          {question.howToTest}
        </Typography>
      )}
      <RadioGroup
        aria-labelledby={labelId}
        value={value ? String(value) : ''}
        onChange={(event) => onChange(Number(event.target.value))}
        sx={{
          mt: 1,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(220px, 1fr))' },
        }}
      >
        {question.answers.map((answer) => {
          const checked = value === answer.id
          return (
            <Box
              key={answer.id}
              component="label"
              sx={{
                display: 'flex',
                alignItems: 'flex-start',
                gap: 1,
                p: 1.5,
                border: 2,
                borderRadius: 2,
                cursor: 'pointer',
                borderColor: checked ? 'primary.main' : 'divider',
                bgcolor: checked ? 'action.selected' : 'background.paper',
                '&:hover': { borderColor: 'primary.light' },
              }}
            >
              <Radio value={String(answer.id)} sx={{ p: 0.5 }} />
              <Box>
                <Typography fontWeight={600}>{answer.name}</Typography>
                {answer.description && (
                  <Typography variant="body2" color="text.secondary">
                    {answer.description}
                  </Typography>
                )}
                {answer.quarantineReason && (
                  <Typography variant="body2" color="warning.dark">
                    {t('diagnostic.leads_to_quarantine', { reason: reasonLabel(answer.quarantineReason) })}
                  </Typography>
                )}
              </Box>
            </Box>
          )
        })}
      </RadioGroup>
    </FormControl>
  )
}
