import { MODULES, PERMISSIONS } from '#permissions/names'
import { ROLE_PERMISSIONS } from '#permissions/table'

/**
 * docs/permissions.md, generated from the permission table so that the two never disagree
 * (`npm run permissions:doc -w api`; a unit test fails when the file is stale).
 */
export function permissionsDocument() {
  const lines = [
    '# Permissions by module and user type',
    '',
    'Generated from `api/app/permissions/table.ts` by `npm run permissions:doc -w api`: do not edit by hand.',
    '',
  ]
  for (const module of MODULES) {
    const roles = Object.keys(ROLE_PERMISSIONS[module]) as (keyof (typeof ROLE_PERMISSIONS)[typeof module])[]
    lines.push(
      `## Module \`${module}\``,
      '',
      `| permission | ${roles.join(' | ')} |`,
      `|---|${roles.map(() => '---').join('|')}|`
    )
    for (const permission of PERMISSIONS) {
      const cells = roles.map((role) => (ROLE_PERMISSIONS[module][role]?.includes(permission) ? '✔' : ''))
      if (cells.some(Boolean)) lines.push(`| ${permission} | ${cells.join(' | ')} |`)
    }
    lines.push('')
  }
  return lines.join('\n')
}
