import { configApp } from '@adonisjs/eslint-config'

export default configApp(
  { ignores: ['build/**', 'tmp/**'] },
  {
    rules: {
      // `(await client.get(...)).body()` reads naturally in API tests.
      '@unicorn/no-await-expression-member': 'off',
    },
  },
  {
    // The pure rules the back office and the storefront import too (their `@domain/*` alias): nothing of
    // AdonisJS, the database or the server may reach them.
    files: ['app/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@adonisjs/|@vinejs/|luxon$|node:|#(?!domain/|permissions/names$))',
              message:
                'app/domain is shared with the admin and the storefront: it imports only other domain modules, the permission names and browser-safe libraries.',
            },
          ],
        },
      ],
    },
  }
)
