import { ArrayInput, FormDataConsumer, SelectInput, SimpleFormIterator, required } from 'react-admin'
import { useUserFormOptions, type UserFormOptions } from './useUserFormOptions'

interface ModuleRow {
  module?: string
  role?: string
}

/** The roles of a row's module, each with the entity type its parent entity must have. */
const rolesOf = (options: UserFormOptions, row?: ModuleRow) =>
  options.modules.find((one) => one.module === row?.module)?.roles ?? []

/**
 * Part 2 §5 "User": at least one module, each with a role and a parent entity. The choices narrow as the
 * row fills in (roles of the module, then entities of the type the role needs).
 */
export const UserModulesInput = () => {
  const options = useUserFormOptions()
  const moduleChoices = options.modules.map(({ module }) => ({ id: module, name: `modules.${module}` }))

  return (
    <ArrayInput
      source="modules"
      validate={required()}
      label="resources.users.fields.modules"
      defaultValue={[{}]}
    >
      <SimpleFormIterator inline disableReordering>
        <SelectInput
          source="module"
          choices={moduleChoices}
          validate={required()}
          label="resources.users.fields.module"
          sx={{ minWidth: 200 }}
        />
        <FormDataConsumer>
          {({ scopedFormData }) => {
            const row = scopedFormData as ModuleRow | undefined
            const roles = rolesOf(options, row)
            const entityType = roles.find((one) => one.role === row?.role)?.entityType ?? null
            return (
              <>
                <SelectInput
                  source="role"
                  choices={roles.map(({ role }) => ({ id: role, name: `user_types.${role}` }))}
                  validate={required()}
                  label="resources.users.fields.role"
                  disabled={!row?.module}
                  sx={{ minWidth: 260 }}
                />
                {entityType !== null && (
                  <SelectInput
                    source="organizationId"
                    choices={options.entities
                      .filter((entity) => entity.type === entityType)
                      .map((entity) => ({ id: entity.id, name: entity.commonName }))}
                    translateChoice={false}
                    validate={required()}
                    label="resources.users.fields.organizationId"
                    disabled={!row?.role}
                    sx={{ minWidth: 260 }}
                  />
                )}
              </>
            )
          }}
        </FormDataConsumer>
      </SimpleFormIterator>
    </ArrayInput>
  )
}
