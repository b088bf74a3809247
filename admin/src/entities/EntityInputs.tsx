import { Box, Typography } from '@mui/material'
import {
  FormDataConsumer,
  NumberInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  required,
  useTranslate,
} from 'react-admin'
import {
  PARENT_TYPES,
  addressValidators,
  cityValidators,
  externalIdValidators,
  latitudeValidators,
  longitudeValidators,
  nameValidators,
  optionalName,
  statusChoices,
  typeChoices,
} from './entityForm'

const columns = {
  display: 'grid',
  gap: { xs: 0, sm: 2 },
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
  width: '100%',
  maxWidth: 760,
}

/** The inputs shared by EntityCreate and EntityEdit; the type is chosen on creation only. */
export const EntityInputs = ({ isCreate = false }: { isCreate?: boolean }) => {
  const translate = useTranslate()
  return (
    <>
      <Typography variant="h2" component="h2" sx={{ mb: 1 }}>
        {translate('resources.entities.sections.placement')}
      </Typography>
      <Box sx={columns}>
        <SelectInput source="type" choices={typeChoices} validate={required()} disabled={!isCreate} />
        <FormDataConsumer>
          {({ formData }) => {
            const parentTypes = PARENT_TYPES[formData.type as string] ?? []
            if (!parentTypes.length) return null
            return (
              <ReferenceInput
                source="parentId"
                reference="entities"
                filter={{ type: parentTypes, status: 'active' }}
                sort={{ field: 'tree', order: 'ASC' }}
                perPage={200}
              >
                <SelectInput optionText="commonName" validate={required()} />
              </ReferenceInput>
            )
          }}
        </FormDataConsumer>
        <TextInput source="commonName" validate={nameValidators} />
        <TextInput source="corporateName" validate={optionalName} />
        <TextInput source="externalId" validate={externalIdValidators} />
        <TextInput source="email" type="email" />
        <SelectInput source="status" choices={statusChoices} defaultValue="active" validate={required()} />
        {/* The workshop a store's buy-backs go to: a store's field only. */}
        <FormDataConsumer>
          {({ formData }) =>
            formData.type === 'store' && (
              <ReferenceInput
                source="defaultWarehouseId"
                reference="entities"
                filter={{ type: 'warehouse' }}
                perPage={200}
              >
                <SelectInput optionText="commonName" emptyText="resources.entities.none" />
              </ReferenceInput>
            )
          }
        </FormDataConsumer>
      </Box>
      <Typography variant="h2" component="h2" sx={{ mt: 2, mb: 1 }}>
        {translate('resources.entities.sections.address')}
      </Typography>
      <Box sx={columns}>
        <TextInput source="street" validate={addressValidators} />
        <TextInput source="streetComplement" validate={addressValidators} />
        <TextInput source="zipCode" />
        <TextInput source="city" validate={cityValidators} />
        <TextInput source="country" defaultValue="FR" validate={required()} />
        <span />
        <NumberInput source="latitude" validate={latitudeValidators} step={0.000001} />
        <NumberInput source="longitude" validate={longitudeValidators} step={0.000001} />
      </Box>
    </>
  )
}
