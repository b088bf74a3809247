import type { PasswordTexts } from './fr'

export const passwordEn: PasswordTexts = {
  back_to_login: 'Back to sign in',
  forgot: 'Forgotten password?',
  lost: {
    title: 'Forgotten password',
    intro: "Enter your account's e-mail address: we will send you a link to choose a new password.",
    email: 'E-mail',
    submit: 'Send me the link',
    sent: 'If an account matches this address, an e-mail with a link has just been sent to it. The link is valid for one hour.',
  },
  new: {
    create_title: 'Create your password',
    change_title: 'New password',
    for: 'Account: %{email}',
    rules: 'At least 8 characters, with a lowercase letter, an uppercase letter and a digit.',
    password: 'Password',
    passwordConfirmation: 'Confirm the password',
    eulaAccepted: 'I accept the terms of use',
    privacyAccepted: 'I have read the privacy policy',
    create_submit: 'Create my password',
    change_submit: 'Change my password',
  },
  link: {
    expired_title: 'Link expired',
    expired: 'This link has expired. Ask for a new one.',
    invalid_title: 'Invalid link',
    invalid: 'This link is not valid or has already been used.',
    ask_again: 'Ask for a new link',
  },
  confirmation: {
    created_title: 'Password created',
    created: 'Your password is created. You can sign in.',
    changed_title: 'Password changed',
    changed: 'Your password is changed. All your sessions have been closed.',
    login: 'Sign in',
  },
  errors: {
    lost: 'The request could not be sent, please try again.',
    save: 'The password could not be saved, please try again.',
  },
}
