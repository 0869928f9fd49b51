import type { workspaceOptionsMessages as en } from '@/lib/i18n/en/workspaces-options';
import type { Translation } from '@/lib/i18n/format';

export const workspaceOptionsMessages: Translation<typeof en> = {
  'workspaces.heading': 'Työtilat',
  'workspaces.intro':
    'Yksi työtila kutakin asiakaspalvelua kohden: jokaisella on oma kirjautumisensa, tikettinsä, luonnoksensa, tallennetut vastauksensa ja seuratut tikettinsä.',
  'workspaces.add': 'Lisää työtila',
  'workspaces.edit': 'Muokkaa: {name}',
  'workspaces.remove': 'Poista: {name}',
  'workspaces.edit.short': 'Muokkaa',
  'workspaces.remove.short': 'Poista',
  'workspaces.remove.confirm':
    'Poistetaanko {name}? Sen tiketit, luonnokset, tallennetut vastaukset ja seuratut tiketit poistetaan tältä tietokoneelta. Palvelussa mikään ei muutu.',
  'workspaces.remove.yes': 'Poista työtila',
  'workspaces.remove.no': 'Säilytä',
  'workspaces.removed': '{name} poistettiin.',
  'workspaces.active': 'käytössä',
  'workspaces.not-set-up': 'ei määritetty',
  'workspaces.name': 'Nimi',
  'workspaces.name.hint': 'Näin se näkyy ponnahdusikkunan ja sivupaneelin valitsimessa.',
  'workspaces.managed': 'Organisaatiosi määrittämä',
  'workspaces.managed.note':
    'Organisaatiosi hallitsee tätä työtilaa selaimen käytännöillä: sitä ei voi muuttaa eikä poistaa täällä.',
  'workspaces.access': 'Salli käyttö: {name}',
  'workspaces.access.short': 'Salli käyttö',
  'workspaces.access.granted':
    'Sidedesk voi nyt ottaa yhteyttä työtilan {name} tunnusvälittäjään ja Ticket API:in.',
  'workspaces.access.refused':
    'Työtilalle {name} ei annettu käyttöoikeutta. Sidedesk ei tavoita sen välittäjää ja API:a ennen kuin sallit sen.',
  'workspaces.add-forbidden': 'Organisaatiosi hallitsee työtiloja: et voi lisätä omia.',
  'workspaces.cancel': 'Peruuta',
  'workspaces.save': 'Tallenna työtila',
  'workspaces.not-saved.fields': 'Mitään ei tallennettu: korjaa alla merkityt kentät.',
  'workspaces.not-saved': 'Työtilaa ei voitu tallentaa. Yritä uudelleen.',
  'workspaces.not-removed': 'Työtilaa {name} ei voitu poistaa. Yritä uudelleen.',
  'workspaces.field.broker': 'Tunnusvälittäjän URL',
  'workspaces.field.broker.hint':
    'Tämän työtilan tunnusvälittäjä: se kirjaa sinut sisään ja antaa Sidedeskille lyhytikäisiä käyttötunnuksia.',
  'workspaces.field.api': 'API:n perus-URL',
  'workspaces.field.api.hint': 'Tämän työtilan Ticket API:n osoite ilman /tickets-osaa.',
  'workspaces.field.inbox': 'Saapuneet-linkki',
  'workspaces.field.inbox.hint':
    'Valinnainen. Tämän työtilan verkkopostilaatikon tikettilinkki, jossa {id} on tiketin numero: tämän muotoiset linkit, joita napsautat hiiren kakkospainikkeella tai liität, avautuvat tässä työtilassa.',
  'workspaces.field.patterns': 'Tikettilinkkien mallit',
  'workspaces.field.patterns.hint':
    'Valinnainen, yksi riviä kohden: * tarkoittaa mitä tahansa, {id} tiketin numeroa. Näiden muotoiset linkit avautuvat tässä työtilassa.',
  'workspaces.field.author': 'Lähettäjän sähköposti',
  'workspaces.field.author.hint':
    'Valinnainen. Jätä tyhjäksi, niin vastaukset allekirjoitetaan välittäjätilisi sähköpostilla.',
  'workspaces.field.signature': 'Allekirjoitus',
  'workspaces.field.signature.hint': 'Valinnainen. Lisätään kerran tämän työtilan uusien viestien loppuun.',
  'workspaces.list': 'Työtilasi',
  'workspaces.name-taken': 'Toisen työtilan nimi on jo ”{name}”. Valitse toinen nimi.',
  'workspaces.remove.unsent.one':
    '{count} lähettämäsi vastaus ei ole vielä lähtenyt: sekin poistetaan, eikä sitä lähetetä.',
  'workspaces.remove.unsent.other':
    '{count} lähettämääsi vastausta ei ole vielä lähtenyt: nekin poistetaan, eikä niitä lähetetä.',
};
