import { Box, Typography } from '@mui/material'
import type { ReactNode } from 'react'
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  NumberInput,
  SelectInput,
  TabbedForm,
  TextInput,
  required,
  useTranslate,
} from 'react-admin'
import { ProductImageInput } from './ProductImageInput'
import {
  STATUS_CHOICES,
  commentValidators,
  labelValidators,
  priceFormat,
  priceParse,
  priceValidator,
  tacFormat,
  textValidators,
  wholeValidator,
} from './productForm'
import { useCategoryOptions, useRefurbQuestionOptions, type CategoryOption } from './useProductOptions'

const grid = (columns: number) => ({
  display: 'grid',
  columnGap: 2,
  gridTemplateColumns: { xs: '1fr', md: `repeat(${columns}, 1fr)` },
  width: '100%',
  maxWidth: 960,
})

const Section = ({
  title,
  columns = 2,
  children,
}: {
  title: string
  columns?: number
  children: ReactNode
}) => {
  const translate = useTranslate()
  return (
    <Box sx={{ width: '100%', mb: 1 }}>
      <Typography variant="h3" component="h2" sx={{ mb: 1.5, mt: 1 }}>
        {translate(`resources.products.sections.${title}`)}
      </Typography>
      <Box sx={grid(columns)}>{children}</Box>
    </Box>
  )
}

/** The catalogue tree in the suggestions (indented by depth), the plain label in the input. */
const treeOptions = {
  optionText: (category: CategoryOption) => (
    <Box component="span" sx={{ pl: category.depth * 2, fontWeight: category.depth === 0 ? 600 : 400 }}>
      {category.label}
    </Box>
  ),
  inputText: (category: CategoryOption) => category.label,
  matchSuggestion: (filter: string, category: CategoryOption) =>
    category.label.toLowerCase().includes(filter.toLowerCase()),
}

const PRICES = [
  'buybackPriceGradeA',
  'buybackPriceGradeB',
  'buybackPriceGradeC',
  'buybackPriceGradeD',
  'buybackPriceGradeE',
  'buybackPriceFunctional',
]

const Price = ({ source }: { source: string }) => (
  <NumberInput
    source={source}
    format={priceFormat}
    parse={priceParse}
    validate={priceValidator}
    step={0.01}
    InputProps={{ endAdornment: '€' }}
  />
)

/** The product form shared by create and edit: tabs images, general information, price and diagnostic. */
export const ProductForm = () => {
  const categories = useCategoryOptions()
  const questions = useRefurbQuestionOptions()
  const translate = useTranslate()

  return (
    <TabbedForm>
      <TabbedForm.Tab label="resources.products.tabs.images">
        <Box sx={{ ...grid(2), gap: 2 }}>
          <ProductImageInput source="image" />
          <ProductImageInput source="imageHd" />
        </Box>
      </TabbedForm.Tab>
      <TabbedForm.Tab label="resources.products.tabs.general">
        <Section title="identity">
          <TextInput source="label" validate={labelValidators} />
          <TextInput source="brand" validate={textValidators} />
          <TextInput source="modele" validate={textValidators} />
          <TextInput source="reference" validate={textValidators} />
        </Section>
        <Section title="codes">
          <TextInput source="eanCode" />
          <TextInput source="tacCodes" format={tacFormat} helperText="resources.products.help.tacCodes" />
          <BooleanInput source="isCollectingImei" />
        </Section>
        <Section title="categories">
          <AutocompleteInput
            source="categoryId"
            choices={categories}
            {...treeOptions}
            validate={required()}
          />
          <AutocompleteArrayInput source="secondaryCategoryIds" choices={categories} {...treeOptions} />
        </Section>
        <Section title="logistics" columns={4}>
          <NumberInput source="length" step={1} validate={wholeValidator} />
          <NumberInput source="width" step={1} validate={wholeValidator} />
          <NumberInput source="height" step={1} validate={wholeValidator} />
          <NumberInput source="weight" step={1} validate={wholeValidator} />
        </Section>
        <Section title="publication">
          <SelectInput source="status" choices={STATUS_CHOICES} defaultValue="draft" validate={required()} />
          <BooleanInput source="buybackZeroNotAllowed" />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <TextInput source="comment" multiline minRows={3} fullWidth validate={commentValidators} />
          </Box>
        </Section>
      </TabbedForm.Tab>
      <TabbedForm.Tab label="resources.products.tabs.price">
        <Typography variant="body2" color="text.secondary">
          {translate('resources.products.help.prices')}
        </Typography>
        <Section title="buyback" columns={3}>
          {PRICES.map((source) => (
            <Price key={source} source={source} />
          ))}
        </Section>
        <Section title="retail" columns={3}>
          <Price source="priceGradeA" />
        </Section>
      </TabbedForm.Tab>
      <TabbedForm.Tab label="resources.products.tabs.diagnostic">
        <Typography variant="body2" color="text.secondary">
          {translate('resources.products.help.diagnostic')}
        </Typography>
        <Box sx={{ width: '100%', maxWidth: 960 }}>
          <AutocompleteArrayInput
            source="refurbQuestionIds"
            choices={questions.map((question) => ({ id: question.id, name: question.title }))}
            fullWidth
          />
        </Box>
      </TabbedForm.Tab>
    </TabbedForm>
  )
}
