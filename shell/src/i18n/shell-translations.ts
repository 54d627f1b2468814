import { ANALYTICS_ACCESS_DENIED_TEXT } from '@stol/contracts';
import { registerTranslations } from '@stol/platform';

export const SHELL_NS = 'shell';

const en = {
  appName: 'Stol',
  nav: {
    dashboard: 'Dashboard',
    tables: 'Tables',
    reservations: 'Reservations',
    users: 'Users',
    restaurants: 'Restaurants',
    hubs: 'Hubs',
    analytics: 'Analytics',
    reports: 'Reports',
    kiosk: 'Kiosk',
    main: 'Main navigation',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    skipToContent: 'Skip to content',
  },
  roles: {
    superadmin: 'Superadmin',
    restaurantmanager: 'Restaurant manager',
    restaurantadmin: 'Restaurant admin',
    staff: 'Staff',
  },
  language: { label: 'Language', hr: 'HR', en: 'EN', hrName: 'Hrvatski', enName: 'English' },
  user: { signedInAs: 'Signed in as {{email}} ({{role}})', logout: 'Log out', login: 'Log in' },
  about: {
    open: 'About',
    title: 'About Stol',
    shellVersion: 'Shell version',
    remotes: 'Loaded sections',
    remote: 'Section',
    version: 'Version',
    entry: 'Entry',
    none: 'No section has been loaded yet.',
    unknownVersion: 'unknown',
    close: 'Close',
  },
  password: {
    title: 'Change your password',
    current: 'Current password',
    new: 'New password',
    again: 'New password again',
    rule: 'At least {{min}} characters.',
    submit: 'Change password',
    currentRequired: 'Please enter your current password',
    tooShort: 'Password must be at least {{min}} characters',
    mismatch: 'The two new passwords do not match',
    changed: 'Password changed. Your other sessions have been signed out.',
    failed: 'The password could not be changed',
  },
  login: {
    title: 'Sign in',
    subtitle: 'Back office for restaurant staff',
    email: 'Email',
    password: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    rememberMe: 'Remember me',
    submit: 'Sign in',
    fillAllFields: 'Please fill in all fields',
    failed: 'Login failed',
    forgot: 'Forgot password?',
    footer: '© Stol · reservations and floor management',
  },
  remote: {
    loading: 'Loading section…',
    unavailable: 'This section is unavailable right now',
    unavailableHint: 'It could not be loaded. Check your connection and try again.',
    retry: 'Retry',
    notDeployed: 'This section is not deployed',
    notDeployedHint: 'Ask your administrator to deploy it.',
  },
  manifest: {
    title: 'Stol could not start',
    invalid: 'The runtime configuration (remotes.json) is invalid.',
    unreachable: 'The runtime configuration (remotes.json) could not be loaded.',
    reload: 'Reload',
  },
  loading: 'Loading…',
  accessDenied: {
    title: 'You don’t have access to {{section}}',
    body: 'Your role cannot open that section, so you were taken to the dashboard.',
    /** Guest spec §2.15's sentence for /analytics, one text with the API's 403 and the screen. */
    analyticsBody: ANALYTICS_ACCESS_DENIED_TEXT.en,
    dismiss: 'Close notice',
  },
};

type TShape<T> = { [K in keyof T]: T[K] extends string ? string : TShape<T[K]> };

// Typed against the English tree so a missing Croatian key fails the type check.
const hr: TShape<typeof en> = {
  appName: 'Stol',
  nav: {
    dashboard: 'Nadzorna ploča',
    tables: 'Stolovi',
    reservations: 'Rezervacije',
    users: 'Korisnici',
    restaurants: 'Restorani',
    hubs: 'Hubovi',
    analytics: 'Analitika',
    reports: 'Izvještaji',
    kiosk: 'Kiosk',
    main: 'Glavna navigacija',
    openMenu: 'Otvori izbornik',
    closeMenu: 'Zatvori izbornik',
    skipToContent: 'Preskoči na sadržaj',
  },
  roles: {
    superadmin: 'Superadministrator',
    restaurantmanager: 'Voditelj restorana',
    restaurantadmin: 'Administrator restorana',
    staff: 'Osoblje',
  },
  language: { label: 'Jezik', hr: 'HR', en: 'EN', hrName: 'Hrvatski', enName: 'English' },
  user: { signedInAs: 'Prijavljeni ste kao {{email}} ({{role}})', logout: 'Odjava', login: 'Prijava' },
  about: {
    open: 'O aplikaciji',
    title: 'O aplikaciji Stol',
    shellVersion: 'Verzija ljuske',
    remotes: 'Učitani odjeljci',
    remote: 'Odjeljak',
    version: 'Verzija',
    entry: 'Izvor',
    none: 'Još nije učitan nijedan odjeljak.',
    unknownVersion: 'nepoznata',
    close: 'Zatvori',
  },
  password: {
    title: 'Promjena lozinke',
    current: 'Trenutačna lozinka',
    new: 'Nova lozinka',
    again: 'Ponovite novu lozinku',
    rule: 'Najmanje {{min}} znakova.',
    submit: 'Promijeni lozinku',
    currentRequired: 'Unesite trenutačnu lozinku',
    tooShort: 'Lozinka mora imati najmanje {{min}} znakova',
    mismatch: 'Nove lozinke se ne podudaraju',
    changed: 'Lozinka je promijenjena. Ostale su vam sesije odjavljene.',
    failed: 'Lozinku nije bilo moguće promijeniti',
  },
  login: {
    title: 'Prijava',
    subtitle: 'Sustav za osoblje restorana',
    email: 'E-pošta',
    password: 'Lozinka',
    showPassword: 'Prikaži lozinku',
    hidePassword: 'Sakrij lozinku',
    rememberMe: 'Zapamti me',
    submit: 'Prijavi se',
    fillAllFields: 'Molimo ispunite sva polja',
    failed: 'Prijava nije uspjela',
    forgot: 'Zaboravili ste lozinku?',
    footer: '© Stol · rezervacije i upravljanje salom',
  },
  remote: {
    loading: 'Učitavanje odjeljka…',
    unavailable: 'Ovaj odjeljak trenutačno nije dostupan',
    unavailableHint: 'Nije ga bilo moguće učitati. Provjerite vezu i pokušajte ponovno.',
    retry: 'Pokušaj ponovno',
    notDeployed: 'Ovaj odjeljak nije postavljen',
    notDeployedHint: 'Zamolite administratora da ga postavi.',
  },
  manifest: {
    title: 'Stol se nije mogao pokrenuti',
    invalid: 'Konfiguracija (remotes.json) nije ispravna.',
    unreachable: 'Konfiguraciju (remotes.json) nije bilo moguće učitati.',
    reload: 'Ponovno učitaj',
  },
  loading: 'Učitavanje…',
  accessDenied: {
    title: 'Nemate pristup odjeljku „{{section}}”',
    body: 'Vaša uloga ne može otvoriti taj odjeljak pa ste preusmjereni na nadzornu ploču.',
    analyticsBody: ANALYTICS_ACCESS_DENIED_TEXT.hr,
    dismiss: 'Zatvori obavijest',
  },
};

export const shellTranslations = { en, hr };

/** Called once at start (bootstrap, tests) so every shell string exists in hr and en. */
export function registerShellTranslations(): void {
  registerTranslations(SHELL_NS, shellTranslations);
}
