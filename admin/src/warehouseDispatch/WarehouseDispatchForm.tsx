import { Box } from '@mui/material'
import { useState } from 'react'
import {
  ArrayInput,
  AutocompleteArrayInput,
  BooleanInput,
  DeleteButton,
  FormDataConsumer,
  NumberInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  Toolbar,
  maxLength,
  minValue,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin'
import { useDispatchOptions, type DispatchOptions } from './useDispatchOptions'

const ATTRIBUTES = ['brand', 'category', 'circuit', 'productState']
const OPERATORS = ['in', 'notIn']
const coded = (values: string[], prefix: string) => values.map((id) => ({ id, name: `${prefix}.${id}` }))
const atLeastOne = (message: string) => (value?: unknown[]) => (value?.length ? undefined : message)
const columns = {
  display: 'grid',
  gap: { xs: 0, sm: 2 },
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
  maxWidth: 860,
}

/** Brands: those of the catalogue, and any other typed in (a rule may come before the products). */
const BrandValues = ({ source, brands }: { source: string; brands: string[] }) => {
  const record = useRecordContext()
  const translate = useTranslate()
  const [typed, setTyped] = useState<string[]>([])
  const saved: string[] = (record?.conditions ?? []).flatMap(
    (condition: { values: string[] }) => condition.values ?? []
  )
  const all = [...new Set([...brands, ...saved, ...typed])]
  return (
    <AutocompleteArrayInput
      source={source}
      label="resources.warehouse-dispatch.fields.values"
      choices={all.map((id) => ({ id, name: id }))}
      translateChoice={false}
      validate={atLeastOne('resources.warehouse-dispatch.validation.values')}
      onCreate={(text?: string) => {
        const brand = (text ?? '').trim()
        if (!brand) return undefined
        setTyped((current) => [...current, brand])
        return { id: brand, name: brand }
      }}
      createItemLabel={translate('resources.warehouse-dispatch.add_brand', { _: 'Add %{item}' })}
      sx={{ minWidth: 320 }}
    />
  )
}

const ConditionValues = ({
  attribute,
  source,
  options,
}: {
  attribute?: string
  source: string
  options: DispatchOptions
}) => {
  const validate = atLeastOne('resources.warehouse-dispatch.validation.values')
  const common = {
    source,
    label: 'resources.warehouse-dispatch.fields.values',
    validate,
    sx: { minWidth: 320 },
  }
  switch (attribute) {
    case 'brand':
      return <BrandValues source={source} brands={options.brands} />
    case 'category':
      return (
        <AutocompleteArrayInput
          {...common}
          choices={options.categories}
          optionText="label"
          translateChoice={false}
        />
      )
    case 'circuit':
      return (
        <AutocompleteArrayInput {...common} choices={coded(options.circuits, 'resources.circuits.codes')} />
      )
    case 'productState':
      return (
        <AutocompleteArrayInput
          {...common}
          choices={coded(options.productStates, 'resources.warehouse-dispatch.states')}
        />
      )
    default:
      return null
  }
}

const RuleToolbar = () => {
  const record = useRecordContext()
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {record?.id && <DeleteButton mutationMode="pessimistic" />}
    </Toolbar>
  )
}

/**
 * A warehouse dispatch rule (part 1 §3, part 2 §5): title, at least one condition, at least one destination
 * workshop, a default workshop among them, and the geographic criterion (nearest destination).
 */
export const WarehouseDispatchForm = () => {
  const options = useDispatchOptions()
  return (
    <SimpleForm
      toolbar={<RuleToolbar />}
      defaultValues={{ status: 'enabled', geographic: false, conditions: [{ operator: 'in', values: [] }] }}
    >
      <Box sx={columns}>
        <TextInput source="title" validate={[required(), maxLength(255)]} />
        <SelectInput
          source="status"
          choices={coded(['enabled', 'disabled'], 'resources.warehouse-dispatch.status')}
          validate={required()}
        />
        <NumberInput
          source="position"
          validate={minValue(0)}
          step={1}
          helperText="resources.warehouse-dispatch.help.position"
        />
        <BooleanInput source="geographic" helperText="resources.warehouse-dispatch.help.geographic" />
        <AutocompleteArrayInput
          source="destinationWarehouseIds"
          choices={options.warehouses}
          optionText="commonName"
          translateChoice={false}
          validate={atLeastOne('resources.warehouse-dispatch.validation.warehouses')}
        />
        <FormDataConsumer>
          {({ formData }) => (
            <SelectInput
              source="defaultWarehouseId"
              choices={options.warehouses.filter((warehouse) =>
                (formData.destinationWarehouseIds ?? []).includes(warehouse.id)
              )}
              optionText="commonName"
              translateChoice={false}
              emptyText="resources.warehouse-dispatch.none"
            />
          )}
        </FormDataConsumer>
      </Box>
      <ArrayInput
        source="conditions"
        validate={atLeastOne('resources.warehouse-dispatch.validation.conditions')}
      >
        <SimpleFormIterator inline disableReordering>
          <SelectInput
            source="attribute"
            choices={coded(ATTRIBUTES, 'resources.warehouse-dispatch.attributes')}
            validate={required()}
            label="resources.warehouse-dispatch.fields.attribute"
          />
          <SelectInput
            source="operator"
            choices={coded(OPERATORS, 'resources.warehouse-dispatch.operators')}
            validate={required()}
            label="resources.warehouse-dispatch.fields.operator"
          />
          <FormDataConsumer>
            {({ scopedFormData }) => (
              <ConditionValues
                key={scopedFormData?.attribute}
                attribute={scopedFormData?.attribute}
                source="values"
                options={options}
              />
            )}
          </FormDataConsumer>
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  )
}
