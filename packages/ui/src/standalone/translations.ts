import { registerTranslations } from '@stol/platform';

export const STANDALONE_NAMESPACE = 'standalone';

registerTranslations(STANDALONE_NAMESPACE, {
  en: {
    title: '{{name}} (standalone)',
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    signOut: 'Log out',
    loginFailed: 'Login failed',
  },
  hr: {
    title: '{{name}} (samostalno)',
    email: 'E-pošta',
    password: 'Lozinka',
    signIn: 'Prijavi se',
    signOut: 'Odjava',
    loginFailed: 'Prijava nije uspjela',
  },
});
