import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { HttpError, useDataProvider, useLocaleState, useTranslate } from 'react-admin'
import type { RepriseDataProvider } from '../providers/dataProvider'
import { formatMoney } from '@domain/money_format'
import { inLanguage, type Preview, type Question } from './types'

type Product = { id: string; label: string; brand: string | null }

/** Pick a product of the category and one answer per question: the grade and price the pricing module gives. */
export const EstimatePreviewPanel = ({
  categoryId,
  questions,
}: {
  categoryId: string
  questions: Question[]
}) => {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const [search, setSearch] = useState('')
  const [product, setProduct] = useState<Product | null>(null)
  const [answers, setAnswers] = useState<Record<number, number>>({})
  const [result, setResult] = useState<Preview | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const { data: products } = useQuery({
    queryKey: ['categories', categoryId, 'products', search],
    queryFn: () => dataProvider.searchCategoryProducts(categoryId, search),
    retry: false,
  })

  const estimate = async () => {
    setResult(null)
    setRefusal(null)
    try {
      setResult(await dataProvider.previewEstimate(categoryId, product!.id, Object.values(answers)))
    } catch (error) {
      setRefusal(error instanceof HttpError ? error.message : translate('errors.generic'))
    }
  }
  const complete = product !== null && questions.every((question) => answers[question.id])

  return (
    <Card sx={{ mt: 3 }}>
      <CardContent>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.1rem', mb: 2 }}>
          {translate('resources.diagnostic.preview.title')}
        </Typography>
        <Autocomplete
          options={products ?? []}
          value={product}
          onChange={(_, value) => setProduct(value)}
          onInputChange={(_, value) => setSearch(value)}
          getOptionLabel={(option) => option.label}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          filterOptions={(options) => options}
          sx={{ maxWidth: 480, mb: 2 }}
          renderInput={(params) => (
            <TextField {...params} label={translate('resources.diagnostic.preview.product')} />
          )}
        />
        <Box
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, maxWidth: 960 }}
        >
          {questions.map((question) => (
            <TextField
              key={question.id}
              select
              label={inLanguage(question.title, locale)}
              value={answers[question.id] ?? ''}
              onChange={(event) => setAnswers({ ...answers, [question.id]: Number(event.target.value) })}
            >
              {question.answers.map((answer) => (
                <MenuItem key={answer.id} value={answer.id}>
                  {inLanguage(answer.name, locale)}
                </MenuItem>
              ))}
            </TextField>
          ))}
        </Box>
        <Button variant="contained" sx={{ mt: 2 }} disabled={!complete} onClick={() => void estimate()}>
          {translate('resources.diagnostic.preview.run')}
        </Button>
        {result && (
          <Alert severity="success" sx={{ mt: 2 }} role="status">
            {translate('resources.diagnostic.preview.result', {
              grade: translate(`resources.diagnostic.grades.${result.grade}`),
              price: formatMoney(result.estimate, locale),
              impacts: formatMoney(result.impacts, locale),
            })}
          </Alert>
        )}
        {refusal && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {refusal}
          </Alert>
        )}
      </CardContent>
    </Card>
  )
}
