import { Box, Typography } from '@mui/material'
import type { ReactNode } from 'react'
import {
  BooleanInput,
  CheckboxGroupInput,
  NumberInput,
  SelectInput,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin'
import { useWatch } from 'react-hook-form'
import { getSession } from '../providers/session'
import { flattenTree } from './types'
import { CategoryCircuitsPanel } from './CategoryCircuitsPanel'
import { CategoryImageInput } from './CategoryImageInput'
import {
  ABSORPTION_TYPES,
  absorptionFormat,
  absorptionParse,
  STATUS_CHOICES,
  validators,
} from './categoryForm'
import { NoBuyerAlert, ParentInput } from './ParentAndBuyerHelp'
import { useCategoryFormOptions, useCategoryTree } from './queries'

const grid = (columns: number) => ({
  display: 'grid',
  gap: { xs: 0, sm: 2 },
  gridTemplateColumns: { xs: '1fr', sm: `repeat(${columns}, 1fr)` },
  width: '100%',
  maxWidth: 960,
})

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate()
  return (
    <Box sx={{ width: '100%', mb: 1 }}>
      <Typography variant="h2" component="h2" sx={{ mt: 2, mb: 1, fontSize: '1.1rem' }}>
        {translate(`resources.categories.sections.${title}`)}
      </Typography>
      {children}
    </Box>
  )
}

const AbsorptionValueInput = () => {
  const type = useWatch({ name: 'absorptionType' }) as string | undefined
  if (!type || type === 'none') return null
  return (
    <NumberInput
      source="absorptionValue"
      format={absorptionFormat(type)}
      parse={absorptionParse(type)}
      helperText={
        type === 'value'
          ? 'resources.categories.help.absorption_euros'
          : 'resources.categories.help.absorption_percent'
      }
    />
  )
}

/** Every field of part 1 §3 "Category", shared by CategoryCreate and CategoryEdit. */
export const CategoryInputs = ({ isCreate = false }: { isCreate?: boolean }) => {
  const record = useRecordContext<{ id?: number; accountId?: number; parentId?: number | null }>()
  const { data: options } = useCategoryFormOptions(record?.accountId)
  const { data: tree } = useCategoryTree()
  const isSuperAdmin = getSession()?.user.types.includes('super_admin') ?? false
  const isRoot = !isCreate && record?.parentId === null

  const parents = flattenTree(tree ?? [])
    .filter(({ node }) => node.id !== record?.id)
    .map(({ node, depth }) => ({ id: node.id, name: `${'\u00a0\u00a0'.repeat(depth * 2)}${node.label}` }))

  return (
    <>
      <Section title="general">
        <Box sx={grid(2)}>
          <TextInput source="label" validate={validators.label} />
          <TextInput
            source="identifier"
            validate={validators.identifier}
            helperText="resources.categories.help.identifier"
          />
          {!isRoot && <ParentInput parents={parents} loaded={tree !== undefined} />}
          <SelectInput
            source="status"
            choices={STATUS_CHOICES}
            defaultValue="active"
            validate={validators.required}
          />
        </Box>
      </Section>
      <Section title="buyer">
        <Box sx={grid(2)}>
          <SelectInput
            source="buyerAccountId"
            choices={options?.buyers ?? []}
            validate={validators.required}
            disabled={!isCreate && !isSuperAdmin}
            helperText={!isCreate && !isSuperAdmin ? 'resources.categories.help.buyer_locked' : undefined}
          />
        </Box>
        {options && options.buyers.length === 0 && <NoBuyerAlert />}
        <CheckboxGroupInput
          source="warehouseIds"
          choices={options?.warehouses ?? []}
          validate={validators.required}
        />
      </Section>
      <Section title="circuits">
        {isCreate ? (
          <CheckboxGroupInput source="circuitIds" choices={options?.circuits ?? []} row={false} />
        ) : (
          options && <CategoryCircuitsPanel circuits={options.circuits} />
        )}
      </Section>
      <Section title="dimensions">
        <Box sx={grid(5)}>
          <NumberInput source="defaultLength" validate={validators.dimension} step={1} />
          <NumberInput source="defaultWidth" validate={validators.dimension} step={1} />
          <NumberInput source="defaultHeight" validate={validators.dimension} step={1} />
          <NumberInput source="defaultWeight" validate={validators.weight} step={1} />
          <NumberInput source="maxWeight" validate={validators.maxWeight} step={1} />
        </Box>
      </Section>
      <Section title="image">
        <CategoryImageInput />
        <Box sx={grid(2)}>
          <TextInput source="imageAlt" validate={validators.text} />
        </Box>
      </Section>
      <Section title="texts">
        <Box sx={grid(2)}>
          <TextInput source="highlightedInstruction" validate={validators.text} multiline minRows={2} />
          <TextInput
            source="childrenDescription"
            validate={validators.childrenDescription}
            multiline
            minRows={2}
            helperText="resources.categories.help.children_description"
          />
        </Box>
      </Section>
      <Section title="absorption">
        <Box sx={grid(2)}>
          <SelectInput
            source="absorptionType"
            defaultValue="none"
            choices={ABSORPTION_TYPES.map((id) => ({ id, name: `resources.categories.absorption.${id}` }))}
            validate={validators.required}
          />
          <AbsorptionValueInput />
        </Box>
      </Section>
      <Section title="refurbishment">
        <BooleanInput
          source="requiresDataErasure"
          defaultValue={false}
          helperText="resources.categories.help.requires_data_erasure"
        />
      </Section>
    </>
  )
}
