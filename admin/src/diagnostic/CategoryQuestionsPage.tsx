import AddIcon from '@mui/icons-material/Add'
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
import { useState } from 'react'
import {
  Confirm,
  Title,
  useDataProvider,
  useDelete,
  useGetList,
  useGetOne,
  useNotify,
  useTranslate,
} from 'react-admin'
import { Link, useParams } from 'react-router-dom'
import type { RepriseDataProvider } from '../providers/dataProvider'
import type { Question } from './types'
import { EstimatePreviewPanel } from './EstimatePreviewPanel'
import { QuestionRow } from './QuestionRow'

/** `/diagnostic/category/:categoryId`: the category's questions in order, reordered with up/down buttons. */
export const CategoryQuestionsPage = () => {
  const translate = useTranslate()
  const notify = useNotify()
  const { categoryId = '' } = useParams()
  const { data: category } = useGetOne('categories', { id: categoryId })
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const {
    data: questions,
    isPending,
    refetch: reload,
  } = useGetList<Question>('diagnostic-questions', {
    filter: { categoryId },
    sort: { field: 'position', order: 'ASC' },
    pagination: { page: 1, perPage: 200 },
  })
  const [removing, setRemoving] = useState<Question | null>(null)
  const [deleteOne] = useDelete()

  const move = async (index: number, offset: -1 | 1) => {
    const ids = (questions ?? []).map((question) => question.id)
    ;[ids[index], ids[index + offset]] = [ids[index + offset], ids[index]]
    await dataProvider.reorderQuestions(categoryId, ids)
    notify('resources.diagnostic.reordered', { type: 'success' })
    reload()
  }
  const remove = async () => {
    if (!removing) return
    await deleteOne(
      'diagnostic-questions',
      { id: removing.id, previousData: removing },
      { mutationMode: 'pessimistic' }
    )
    setRemoving(null)
    reload()
  }

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('resources.diagnostic.category_title', { label: category?.label ?? '' })} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography variant="h1" component="h1" sx={{ fontSize: '1.5rem' }}>
          {translate('resources.diagnostic.category_title', { label: category?.label ?? '' })}
        </Typography>
        <Button
          component={Link}
          to={`/diagnostic/category/${categoryId}/question/add`}
          variant="contained"
          startIcon={<AddIcon />}
        >
          {translate('resources.diagnostic.add')}
        </Button>
      </Box>
      <Card>
        {isPending && <LinearProgress />}
        <Table size="small" aria-label={translate('resources.diagnostic.questions')}>
          <TableHead>
            <TableRow>
              <TableCell>#</TableCell>
              <TableCell>{translate('resources.diagnostic.columns.title')}</TableCell>
              <TableCell align="right">{translate('resources.diagnostic.columns.answerCount')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {(questions ?? []).map((question, index) => (
              <QuestionRow
                key={question.id}
                question={question}
                index={index}
                count={questions!.length}
                onMove={(at, offset) => void move(at, offset)}
                onDelete={setRemoving}
              />
            ))}
            {questions?.length === 0 && (
              <TableRow>
                <TableCell colSpan={4}>{translate('resources.diagnostic.empty')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Card>
      {questions && questions.length > 0 && (
        <EstimatePreviewPanel categoryId={categoryId} questions={questions} />
      )}
      <Confirm
        isOpen={removing !== null}
        title="resources.diagnostic.delete_title"
        content="resources.diagnostic.delete_content"
        onConfirm={() => void remove()}
        onClose={() => setRemoving(null)}
      />
    </Box>
  )
}
