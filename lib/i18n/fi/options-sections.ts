import type { optionsSectionMessages as en } from '@/lib/i18n/en/options-sections';
import type { Translation } from '@/lib/i18n/format';

export const optionsSectionMessages: Translation<typeof en> = {
  'options.nav': 'Osiot',
  'options.nav.jump': 'Siirry osioon',
  'options.section.workspaces': 'Työtilat',
  'options.section.sending': 'Lähettäminen',
  'options.section.watching': 'Seuranta ja ilmoitukset',
  'options.section.saved-replies': 'Tallennetut vastaukset',
  'options.section.appearance': 'Ulkoasu ja kieli',
  'options.section.account': 'Tili',
  'options.section.diagnostics': 'Vianmääritys',
  'options.section.saved': 'Tallennettu.',
  'options.section.save': 'Tallenna: {section}',
  'options.sending.intro': 'Miten vastaukset lähtevät: aika lähetyksen perumiseen ja allekirjoitus.',
  'options.signature.for': 'Allekirjoitus: {workspace}',
  'options.signature.managed': 'Organisaatiosi määrää tämän työtilan allekirjoituksen.',
  'options.watching.intro': 'Kuinka usein seuratut tiketit tarkistetaan ja miten kuulet uudesta toiminnasta.',
  'options.replies.needs-workspace': 'Tallennetut vastaukset kuuluvat työtilaan: määritä ensin työtila.',
  'options.diagnostics.intro': 'Kun jokin ei toimi: tarkista yhteyden jokainen vaihe.',
  'account.intro':
    'Jokaisella työtilalla on oma kirjautumisensa. Kun kirjaudut ulos yhdestä, sen tunnus, välimuistissa olevat tiketit, luonnokset ja listat poistetaan tästä selaimesta; asetukset säilyvät.',
  'account.list': 'Kirjautuminen työtiloittain',
  'account.make-active': 'Ota käyttöön',
  'account.make-active.label': 'Tee työtilasta {name} aktiivinen',
  'account.now-active': '{name} on nyt aktiivinen työtila.',
  'account.not-active': 'Työtilaa {name} ei voitu tehdä aktiiviseksi. Yritä uudelleen.',
  'account.sign-in': 'Kirjaudu',
  'account.sign-in.label': 'Kirjaudu työtilaan {name}',
  'account.sign-out': 'Kirjaudu ulos',
  'account.sign-out.label': 'Kirjaudu ulos työtilasta {name}',
  'account.sign-out.title': 'Kirjaudutaanko ulos työtilasta {name}?',
  'account.sign-out.text':
    'Työtilan {name} lähettämättömät luonnokset ja välimuistissa olevat tiketit poistetaan tästä selaimesta. Tätä ei voi perua.',
  'account.sign-out.yes': 'Kyllä, kirjaudu ulos työtilasta {name}',
  'account.signed-out':
    'Kirjauduttu ulos työtilasta {name}. Sen tunnus, välimuistin tiketit, luonnokset ja listat poistettiin tästä selaimesta.',
  'account.sign-out.unsent.one':
    '{count} lähettämäsi vastaus ei ole vielä lähtenyt: se säilyy ja lähtee, kun kirjaudut uudelleen samana agenttina. Jos toinen agentti kirjautuu, se poistetaan.',
  'account.sign-out.unsent.other':
    '{count} lähettämääsi vastausta ei ole vielä lähtenyt: ne säilyvät ja lähtevät, kun kirjaudut uudelleen samana agenttina. Jos toinen agentti kirjautuu, ne poistetaan.',
  'account.signed-out.broker-unconfirmed':
    'Kirjauduttu ulos työtilasta {name} vain Sidedeskissä: tunnusvälittäjä ei vastannut, joten istuntosi siellä voi olla yhä auki. Yritä uudelleen tai kirjaudu ulos välittäjän sivulla.',
  'account.signed-out.sso':
    'Kirjauduttu ulos työtilasta {name} Sidedeskissä. Yrityksen kertakirjautuminen (SSO) on yhä auki: kirjaudu ulos myös siitä tai lukitse tietokone ennen kuin lähdet.',
  'account.signed-out.sso-page':
    'Kirjauduttu ulos työtilasta {name} Sidedeskissä. Yrityksen kertakirjautuminen (SSO) on yhä auki: viimeistele uloskirjautuminen sen sivulla, joka avautui uuteen välilehteen.',
  'account.sign-out.try-again': 'Yritä uudelleen',
};
