import { Tooltip, Typography, type TypographyProps } from '@mui/material'
import { cutLabel, LABEL_MAX } from './types'

/** A category label cut at 40 characters, with the full label in a tooltip and the title attribute. */
export const CategoryLabel = ({ label, ...props }: { label: string } & TypographyProps) => {
  const text = (
    <Typography component="span" title={label} {...props}>
      {cutLabel(label)}
    </Typography>
  )
  return label.length > LABEL_MAX ? <Tooltip title={label}>{text}</Tooltip> : text
}
