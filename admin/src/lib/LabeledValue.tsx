import { Typography } from '@mui/material'
import { Labeled } from 'react-admin'

/** A read-only value under its translated label, as the details pages show their fields ('-' when empty). */
export const LabeledValue = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Labeled label={label}>
    <Typography variant="body2" component="span">
      {children ?? '-'}
    </Typography>
  </Labeled>
)
