import type { Localized } from '../../../lib/plurals';

/** The auth namespace, English (the reference: every other language has exactly these keys). */
export const authEn = {
  tagline: 'Leads, pools and sales teams in one back office.',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  placeholders: { email: 'name@company.com', name: 'Jane Doe', password: '••••••••' },
  signIn: {
    title: 'Sign in',
    subtitle: 'Welcome back. Sign in to continue to your back office.',
    email: 'Email',
    password: 'Password',
    rememberMe: 'Remember me',
    forgot: 'Forgot password?',
    submit: 'Sign in',
    noAccount: 'No account yet?',
    signUpLink: 'Create one',
  },
  signUp: {
    title: 'Create an account',
    subtitle: 'New accounts are activated by an administrator.',
    name: 'Full name',
    email: 'Email',
    password: 'Password',
    passwordHelp: 'At least 8 characters',
    submit: 'Register',
    haveAccount: 'Already have an account?',
    signInLink: 'Sign in',
  },
  forgot: {
    title: 'Forgot password',
    subtitle: 'Enter the email of your account and we will mail you a reset link.',
    email: 'Email',
    submit: 'Reset password',
    needHelp: 'Need help?',
    contactSupport: 'Contact support',
    backToSignIn: 'Back to sign in',
  },
  reset: {
    title: 'Choose a new password',
    subtitle: 'Pick a password of at least 8 characters.',
    password: 'New password',
    confirm: 'Repeat the new password',
    mismatch: 'The passwords do not match',
    submit: 'Change password',
    missingToken: 'This reset link is incomplete. Ask for a new one.',
    requestNew: 'Request a new link',
  },
} as const;

/** The shape every language of the auth namespace fills. */
export type AuthTranslation = Localized<typeof authEn>;
