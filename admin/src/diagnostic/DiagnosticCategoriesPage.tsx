import {
  Box,
  Button,
  Card,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import { Title, useGetList, useTranslate } from 'react-admin'
import { Link } from 'react-router-dom'
import { CategoryLabel } from '../categories/CategoryLabel'

/** `/diagnostic`: the categories with their number of diagnostic questions (part 1 §2 "Diagnostic"). */
export const DiagnosticCategoriesPage = () => {
  const translate = useTranslate()
  const { data, isPending } = useGetList('categories', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'label', order: 'ASC' },
  })
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('resources.diagnostic.title')} />
      <Typography variant="h1" component="h1" sx={{ fontSize: '1.5rem', mb: 2 }}>
        {translate('resources.diagnostic.title')}
      </Typography>
      <Card>
        {isPending && <LinearProgress />}
        <Table size="small" aria-label={translate('resources.diagnostic.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.diagnostic.columns.category')}</TableCell>
              <TableCell>{translate('resources.diagnostic.columns.identifier')}</TableCell>
              <TableCell align="right">{translate('resources.diagnostic.columns.questionCount')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {(data ?? []).map((category) => (
              <TableRow key={category.id} hover>
                <TableCell>
                  <CategoryLabel label={category.label} />
                </TableCell>
                <TableCell sx={{ color: 'text.secondary' }}>{category.identifier}</TableCell>
                <TableCell align="right">{category.questionCount}</TableCell>
                <TableCell align="right">
                  <Button
                    component={Link}
                    to={`/diagnostic/category/${category.id}`}
                    size="small"
                    aria-label={translate('resources.diagnostic.open', { label: category.label })}
                  >
                    {translate('resources.diagnostic.questions')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
    </Box>
  )
}
