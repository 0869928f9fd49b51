import { type Language, languageOfAcceptLanguage } from '../../lib/i18n/language-tag';

// The broker's pages in the language the browser prefers (Accept-Language) among Sidedesk's five.
// English is the reference; every language has every key (the compiler checks it; test/server/
// broker-page-words.test.ts checks placeholders).

const en = {
  tokenBrokerOf: 'Token broker of {team}',
  signIn: 'Sign in',
  signedIn: 'Signed in',
  signedOut: 'Signed out',
  email: 'E-mail',
  password: 'Password',
  signOut: 'Sign out',
  signedInAs: 'Signed in as {name}.',
  signedInClose: 'Signed in as {name} ({email}), you can close this tab.',
  youAreSignedOut: 'You are signed out.',
  signInAgain: 'Sign in again',
  backToSignIn: 'Back to sign-in',
  wrongPassword: 'E-mail or password is wrong.',
  refused: 'Refused',
  signInFromHere: 'Sign in from this page.',
  signOutFromHere: 'Sign out from this page.',
  busy: 'Busy',
  busyText: 'The broker is busy checking other sign-ins; try again in a moment.',
  tooMany: 'Too many attempts',
  tooManyText: 'Too many sign-in attempts; wait {seconds} s, then try again.',
};
export type PageWords = Readonly<Record<keyof typeof en, string>>;

export const pageWords: Record<Language, PageWords> = {
  en,
  nb: {
    tokenBrokerOf: 'Tokenmegler for {team}',
    signIn: 'Logg inn',
    signedIn: 'Logget inn',
    signedOut: 'Logget ut',
    email: 'E-post',
    password: 'Passord',
    signOut: 'Logg ut',
    signedInAs: 'Logget inn som {name}.',
    signedInClose: 'Logget inn som {name} ({email}). Du kan lukke denne fanen.',
    youAreSignedOut: 'Du er logget ut.',
    signInAgain: 'Logg inn igjen',
    backToSignIn: 'Tilbake til innlogging',
    wrongPassword: 'Feil e-post eller passord.',
    refused: 'Avvist',
    signInFromHere: 'Logg inn fra denne siden.',
    signOutFromHere: 'Logg ut fra denne siden.',
    busy: 'Opptatt',
    busyText: 'Megleren er opptatt med andre innlogginger. Prøv igjen om litt.',
    tooMany: 'For mange forsøk',
    tooManyText: 'For mange innloggingsforsøk. Vent {seconds} s, og prøv igjen.',
  },
  sv: {
    tokenBrokerOf: 'Tokenmäklare för {team}',
    signIn: 'Logga in',
    signedIn: 'Inloggad',
    signedOut: 'Utloggad',
    email: 'E-post',
    password: 'Lösenord',
    signOut: 'Logga ut',
    signedInAs: 'Inloggad som {name}.',
    signedInClose: 'Inloggad som {name} ({email}). Du kan stänga den här fliken.',
    youAreSignedOut: 'Du är utloggad.',
    signInAgain: 'Logga in igen',
    backToSignIn: 'Tillbaka till inloggningen',
    wrongPassword: 'Fel e-postadress eller lösenord.',
    refused: 'Nekad',
    signInFromHere: 'Logga in från den här sidan.',
    signOutFromHere: 'Logga ut från den här sidan.',
    busy: 'Upptagen',
    busyText: 'Mäklaren är upptagen med andra inloggningar. Försök igen om en stund.',
    tooMany: 'För många försök',
    tooManyText: 'För många inloggningsförsök. Vänta {seconds} s och försök igen.',
  },
  da: {
    tokenBrokerOf: 'Tokenmægler for {team}',
    signIn: 'Log ind',
    signedIn: 'Logget ind',
    signedOut: 'Logget ud',
    email: 'E-mail',
    password: 'Adgangskode',
    signOut: 'Log ud',
    signedInAs: 'Logget ind som {name}.',
    signedInClose: 'Logget ind som {name} ({email}). Du kan lukke denne fane.',
    youAreSignedOut: 'Du er logget ud.',
    signInAgain: 'Log ind igen',
    backToSignIn: 'Tilbage til login',
    wrongPassword: 'Forkert e-mail eller adgangskode.',
    refused: 'Afvist',
    signInFromHere: 'Log ind fra denne side.',
    signOutFromHere: 'Log ud fra denne side.',
    busy: 'Optaget',
    busyText: 'Mægleren er optaget af andre logins. Prøv igen om lidt.',
    tooMany: 'For mange forsøg',
    tooManyText: 'For mange loginforsøg. Vent {seconds} s, og prøv igen.',
  },
  fi: {
    tokenBrokerOf: 'Tunnusvälittäjä: {team}',
    signIn: 'Kirjaudu sisään',
    signedIn: 'Kirjautunut',
    signedOut: 'Kirjautunut ulos',
    email: 'Sähköposti',
    password: 'Salasana',
    signOut: 'Kirjaudu ulos',
    signedInAs: 'Kirjautunut: {name}.',
    signedInClose: 'Kirjautunut: {name} ({email}). Voit sulkea tämän välilehden.',
    youAreSignedOut: 'Olet kirjautunut ulos.',
    signInAgain: 'Kirjaudu uudelleen',
    backToSignIn: 'Takaisin kirjautumiseen',
    wrongPassword: 'Sähköposti tai salasana on väärin.',
    refused: 'Hylätty',
    signInFromHere: 'Kirjaudu tältä sivulta.',
    signOutFromHere: 'Kirjaudu ulos tältä sivulta.',
    busy: 'Varattu',
    busyText: 'Välittäjä tarkistaa muita kirjautumisia. Yritä hetken päästä uudelleen.',
    tooMany: 'Liian monta yritystä',
    tooManyText: 'Liian monta kirjautumisyritystä. Odota {seconds} s ja yritä uudelleen.',
  },
};

/** The words for a request's Accept-Language, and the language they are in. */
export function wordsFor(acceptLanguage: string | undefined): { language: Language; words: PageWords } {
  const language = languageOfAcceptLanguage(acceptLanguage);
  return { language, words: pageWords[language] };
}

/** A word with its `{name}` placeholders filled in (the caller escapes the result for HTML). */
export const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
