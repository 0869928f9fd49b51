import type { optionsMessages as en } from '@/lib/i18n/en/options';
import type { Translation } from '@/lib/i18n/format';

export const optionsMessages: Translation<typeof en> = {
  'options.title': 'Sidedeskin asetukset',
  'options.loading': 'Ladataan asetuksia…',
  'options.author.invalid':
    'Lähettäjän on oltava sähköpostiosoite, kuten agent@example.com, tai tyhjä, jolloin käytetään välittäjätilisi osoitetta.',
  'options.patterns.too-many': 'Anna enintään {max} tikettilinkkien mallia.',
  'options.patterns.problem': 'Tikettilinkkien mallit: {problem}',
  'options.watch-interval-minutes': 'Seurantaväli (minuuttia)',
  'options.watch-interval-minutes.hint':
    'Kuinka usein seuratut tiketit tarkistetaan uuden toiminnan varalta (1–1440).',
  'options.watch-interval-minutes.invalid':
    'Seurantavälin on oltava kokonaisluku minuutteina väliltä 1–1440.',
  'options.theme': 'Teema',
  'options.theme.system': 'Järjestelmän mukaan',
  'options.theme.light': 'Vaalea',
  'options.theme.dark': 'Tumma',
  'options.language': 'Kieli',
  'options.language.auto': 'Automaattinen (selaimen kieli)',
  'options.save': 'Tallenna',
  'options.unsaved': 'Tallentamattomia muutoksia',
  'options.url.required': '{label} on pakollinen, esimerkiksi {example}.',
  'options.url.not-full': '{label}: anna koko osoite, joka alkaa https://, esimerkiksi {example}.',
  'options.url.not-https':
    '{label}: osoitteen on alettava https:// (pelkkä http:// sallitaan vain tälle tietokoneelle).',
  'options.url.credentials': '{label} ei saa sisältää käyttäjänimeä tai salasanaa.',
  'options.url.fragment': '{label} ei saa sisältää #-osaa.',
  'options.notice.invalid': 'Mitään ei tallennettu: korjaa alla merkityt kentät.',
  'options.notice.not-saved': 'Asetuksia ei voitu tallentaa. Yritä uudelleen.',
  'options.notice.replaced':
    'Tallennettu, mutta kohtaa {fields} oli muutettu muualla (toisessa Asetukset-välilehdessä) tämän sivun latauksen jälkeen: arvosi korvasi uudemman.',
  'options.notice.waiting':
    'Asetukset tallennettiin. Odotetaan, että selain antaa pääsyn osoitteisiin {hosts}…',
  'options.notice.granted':
    'Asetukset tallennettiin. Sidedesk voi nyt ottaa yhteyttä tunnusvälittäjään ja Ticket API:in.',
  'options.notice.refused':
    'Asetukset tallennettiin, mutta pääsyä osoitteisiin {hosts} ei annettu. Sidedesk ei tavoita niitä, ennen kuin painat uudelleen Tallenna työtila ja annat luvan.',
  'options.test.title': 'Testaa yhteys',
  'options.test.intro':
    'Tarkistaa tallennetut asetukset vaihe vaiheelta: välittäjän, kirjautumisesi, tunnuksen ja yhden kutsun Ticket API:in.',
  'options.test.run': 'Testaa yhteys',
  'options.test.running': 'Testataan…',
  'options.test.save-first': 'Tallenna ensin, niin voit testata muutoksesi.',
  'options.test.results': 'Yhteystestin tulokset',
  'options.test.step': '{step}: {state}',
  'options.test.passed': 'OK',
  'options.test.failed': 'Epäonnistui',
  'options.test.skipped': 'Ei kokeiltu',
  'options.test.broker': 'Välittäjä tavoitettu',
  'options.test.signed-in': 'Kirjautunut',
  'options.test.token': 'Tunnus vastaanotettu',
  'options.test.api': 'Yksi API-kutsu',
  'options.notify.title': 'Seuratut tiketit',
  'options.notify.intro':
    'Työkalupalkin merkki laskee seuratut tiketit, joissa on uutta toimintaa. Myös työpöytäilmoitus voi kertoa siitä; ilmoitusta napsauttamalla tiketti avautuu.',
  'options.notify.toggle': 'Työpöytäilmoitukset seuratuista tiketeistä',
  'options.hide-notification-titles': 'Piilota tikettien otsikot ilmoituksista',
  'options.hide-notification-titles.hint':
    'Kun jaat näyttösi: ilmoitukset näyttävät tiketeistä vain numeron.',
  'options.notify.refused': 'Ilmoituksia ei sallittu; merkki laskee yhä uuden toiminnan.',
  'options.account.title': 'Tili',
  'options.account.intro':
    'Uloskirjautuminen poistaa tästä selaimesta käyttöoikeustunnuksen, välimuistissa olevat tiketit, luonnokset, Viimeisimmät- ja Seuratut-listat sekä ajastetut tarkistukset. Asetukset säilyvät.',
  'options.sign-out.cancel': 'Peruuta',
  'options.welcome.title': 'Tervetuloa Sidedeskiin',
  'options.welcome.intro':
    'Anna tiimisi tunnusvälittäjän URL ja Ticket API:n perus-URL ja paina Tallenna työtila. Selain kysyy kerran luvan ottaa yhteyttä juuri näihin kahteen osoitteeseen.',
  'options.welcome.broker':
    'Tunnusvälittäjä on tiimisi ylläpitämä pieni palvelin. Se säilyttää API:n salaisen uusintatunnuksen palvelimella, kirjaa sinut sisään ja antaa Sidedeskille lyhytikäisiä käyttöoikeustunnuksia, joten selaimeesi ei tallennu salaisuuksia. Kysy osoitetta ylläpitäjältä tai lue ohje sellaisen pystyttämiseen:',
  'options.welcome.broker-link': 'mikä tunnusvälittäjä on ja miten sellainen ajetaan',
};
