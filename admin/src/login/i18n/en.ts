import type { LoginTexts } from './fr'

export const loginEn: LoginTexts = {
  title: 'Sign in',
  subtitle: 'Access your back office',
  email: 'E-mail',
  password: 'Password',
  submit: 'Sign in',
  errors: {
    generic: 'An error occurred, please try again.',
    no_permissions: 'Your account gives access to no screen. Please contact your administrator.',
  },
}
