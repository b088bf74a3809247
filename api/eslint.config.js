import { configApp } from '@adonisjs/eslint-config'

export default configApp(
  { ignores: ['build/**', 'tmp/**'] },
  {
    rules: {
      // `(await client.get(...)).body()` reads naturally in API tests.
      '@unicorn/no-await-expression-member': 'off',
    },
  }
)
