import { Alert, Box, Typography } from '@mui/material'
import {
  AddItemButton,
  ArrayInput,
  Edit,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  maxLength,
  required,
  useTranslate,
} from 'react-admin'

const MAX_SYNONYMS = 200

const Intro = () => {
  const translate = useTranslate()
  return (
    <Box sx={{ maxWidth: 860, mb: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('searchSynonyms.title')}
      </Typography>
      <Alert severity="info">{translate('searchSynonyms.intro')}</Alert>
    </Box>
  )
}

/**
 * `/settings/search-synonyms` (general_settings): the account's search synonyms, saved as one list
 * (PUT /api/settings/search-synonyms); the server checks every rule again.
 */
export const SearchSynonymsPage = () => (
  <Edit
    resource="settings"
    id="search-synonyms"
    redirect={false}
    mutationMode="pessimistic"
    title="searchSynonyms.title"
    actions={false}
  >
    <SimpleForm>
      <Intro />
      <ArrayInput source="synonyms" label={false} validate={maxLength(MAX_SYNONYMS)}>
        <SimpleFormIterator inline disableReordering addButton={<AddItemButton label="searchSynonyms.add" />}>
          <TextInput
            source="term"
            label="searchSynonyms.term"
            helperText={false}
            validate={[required(), maxLength(100)]}
          />
          <TextInput
            source="replacement"
            label="searchSynonyms.replacement"
            helperText={false}
            validate={[required(), maxLength(255)]}
            sx={{ minWidth: 320 }}
          />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  </Edit>
)
