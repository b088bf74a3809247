import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward'
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward'
import DeleteIcon from '@mui/icons-material/Delete'
import EditIcon from '@mui/icons-material/Edit'
import { IconButton, TableCell, TableRow } from '@mui/material'
import { useLocaleState, useTranslate } from 'react-admin'
import { Link } from 'react-router-dom'
import { inLanguage, type Question } from './types'

interface Props {
  question: Question
  index: number
  count: number
  onMove: (index: number, offset: -1 | 1) => void
  onDelete: (question: Question) => void
}

/** A question in its category's order, with the buttons that move it up or down. */
export const QuestionRow = ({ question, index, count, onMove, onDelete }: Props) => {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const title = inLanguage(question.title, locale)
  return (
    <TableRow hover>
      <TableCell sx={{ width: 48 }}>{index + 1}</TableCell>
      <TableCell>{title}</TableCell>
      <TableCell align="right">{question.answers.length}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <IconButton
          size="small"
          disabled={index === 0}
          onClick={() => onMove(index, -1)}
          aria-label={translate('resources.diagnostic.move_up', { title })}
        >
          <ArrowUpwardIcon fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          disabled={index === count - 1}
          onClick={() => onMove(index, 1)}
          aria-label={translate('resources.diagnostic.move_down', { title })}
        >
          <ArrowDownwardIcon fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          component={Link}
          to={`/diagnostic/category/${question.categoryId}/question/${question.id}`}
          aria-label={translate('resources.diagnostic.edit', { title })}
        >
          <EditIcon fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          onClick={() => onDelete(question)}
          aria-label={translate('resources.diagnostic.delete', { title })}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </TableCell>
    </TableRow>
  )
}
