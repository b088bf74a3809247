import { Alert, Box, Typography } from '@mui/material'
import { useWatch } from 'react-hook-form'
import {
  ArrayInput,
  AutocompleteArrayInput,
  Edit,
  FormDataConsumer,
  ReferenceArrayInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  Toolbar,
  maxLength,
  minLength,
  required,
  useNotify,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin'
import { HomeImageInput } from './HomeImageInput'

const WIDGET_TYPES = ['banner', 'search', 'products', 'html']
const wide = { width: '100%', maxWidth: 860 }

/** The inputs of one widget, by its type (part 2 §5 "Home page"). */
const WidgetInputs = ({ type }: { type?: string }) => {
  const translate = useTranslate()
  switch (type) {
    case 'banner':
      return (
        <Box sx={wide}>
          <TextInput
            source="title"
            label="home_page.fields.bannerTitle"
            validate={[required(), minLength(2), maxLength(50)]}
            fullWidth
          />
          <HomeImageInput source="image" />
        </Box>
      )
    case 'search':
      return (
        <Box sx={wide}>
          <TextInput
            source="title"
            label="home_page.fields.searchTitle"
            validate={[required(), minLength(2), maxLength(255)]}
            fullWidth
          />
          <HomeImageInput source="image" required />
        </Box>
      )
    case 'products':
      return (
        <Box sx={wide}>
          <TextInput
            source="title"
            label="home_page.fields.productsTitle"
            validate={maxLength(255)}
            fullWidth
          />
          <ReferenceArrayInput
            source="productIds"
            reference="products"
            perPage={20}
            filter={{ status: 'published' }}
          >
            <AutocompleteArrayInput
              optionText="label"
              label="home_page.fields.productIds"
              validate={required()}
              filterToQuery={(q: string) => ({ q })}
              fullWidth
            />
          </ReferenceArrayInput>
        </Box>
      )
    case 'html':
      return (
        <Box sx={wide}>
          <TextInput
            source="html"
            label="home_page.fields.html"
            validate={[required(), minLength(20), maxLength(200000)]}
            multiline
            minRows={6}
            fullWidth
            helperText={translate('home_page.help.html')}
            sx={{ '& textarea': { fontFamily: 'monospace' } }}
          />
        </Box>
      )
    default:
      return null
  }
}

/** Saved as a draft, the page is not what the storefront shows: said beside the save button. */
const DraftWarning = () => {
  const translate = useTranslate()
  if (useWatch({ name: 'status' }) !== 'draft') return null
  return (
    <Alert severity="warning" sx={{ ml: 2, py: 0 }}>
      {translate('home_page.draft_warning')}
    </Alert>
  )
}

/** What the storefront shows now: the saved version's state, above the form. */
const SavedState = () => {
  const translate = useTranslate()
  const status = useRecordContext()?.status
  if (status !== 'draft' && status !== 'published') return null
  return (
    <Alert
      severity={status === 'published' ? 'success' : 'warning'}
      sx={{ ...wide, mb: 2 }}
      data-testid="home-page-state"
    >
      {translate(`home_page.saved_state.${status}`)}
    </Alert>
  )
}

/**
 * The storefront's home page: meta title and description, then blocks (banner, search, featured products,
 * HTML) in order. The server sanitises the HTML; the storefront shows the published version.
 */
export const HomePageEditor = () => {
  const translate = useTranslate()
  const notify = useNotify()
  // Saved as a draft, the page leaves the storefront: the notice says so rather than a plain "updated".
  const onSuccess = (saved: RaRecord) =>
    saved.status === 'draft'
      ? notify('home_page.saved_draft', { type: 'warning' })
      : notify('home_page.saved_published', { type: 'success' })
  return (
    <Edit
      resource="settings"
      id="home"
      redirect={false}
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess }}
      title="home_page.title"
      actions={false}
    >
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton />
            <DraftWarning />
          </Toolbar>
        }
      >
        <SavedState />
        <Box sx={wide}>
          <TextInput
            source="metaTitle"
            label="home_page.fields.metaTitle"
            validate={[required(), minLength(2), maxLength(255)]}
            fullWidth
          />
          <TextInput
            source="metaDescription"
            label="home_page.fields.metaDescription"
            validate={[required(), minLength(2), maxLength(500)]}
            multiline
            fullWidth
          />
          <SelectInput
            source="status"
            label="home_page.fields.status"
            choices={['draft', 'published'].map((id) => ({ id, name: `home_page.status.${id}` }))}
            validate={required()}
          />
        </Box>
        <Typography variant="h2" component="h2" sx={{ mt: 2 }}>
          {translate('home_page.widgets')}
        </Typography>
        <ArrayInput source="widgets" label={false}>
          <SimpleFormIterator disableClear>
            <SelectInput
              source="type"
              label="home_page.fields.type"
              choices={WIDGET_TYPES.map((id) => ({ id, name: `home_page.types.${id}` }))}
              validate={required()}
            />
            <SelectInput
              source="language"
              label="home_page.fields.language"
              emptyText="home_page.languages.all"
              choices={['fr', 'en', 'nl', 'de'].map((id) => ({ id, name: `home_page.languages.${id}` }))}
            />
            <FormDataConsumer>
              {({ scopedFormData }) => (
                <WidgetInputs key={scopedFormData?.type} type={scopedFormData?.type} />
              )}
            </FormDataConsumer>
          </SimpleFormIterator>
        </ArrayInput>
      </SimpleForm>
    </Edit>
  )
}
