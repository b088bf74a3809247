import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'

const noLongRelativePaths = {
  group: ['../../*'],
  message: 'Import through the @/ alias instead of a long relative path.',
}

// Features stay independent: shared code lives in src/lib, src/components and src/types; only src/app composes them.
const features = readdirSync(new URL('./src/features', import.meta.url))
const featureBoundaries = features.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          noLongRelativePaths,
          {
            group: ['@/features/*', `!@/features/${feature}`, '@/app/*'],
            message: 'A feature imports neither another feature nor the app layer.',
          },
        ],
      },
    ],
  },
}))

export default tseslint.config(
  { ignores: ['dist'] },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended, reactHooks.configs.flat.recommended],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
    },
    rules: {
      'no-restricted-imports': ['error', { patterns: [noLongRelativePaths] }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  ...featureBoundaries
)
