import type { languageHelpMessages as en } from '@/lib/i18n/en/language-help';
import type { Translation } from '@/lib/i18n/format';

export const languageHelpMessages: Translation<typeof en> = {
  'help.detect': 'Tunnista kieli',
  'help.translate': 'Käännä',
  'help.translate.label': 'Käännä viesti kielestä {language} kielelle {target}',
  'help.translated': 'Käännetty tällä laitteella, alkukieli {language}',
  'help.show-original': 'Näytä alkuperäinen',
  'help.show-translation': 'Näytä käännös',
  'help.translating': 'Käännetään…',
  'help.summary': 'Tiivistelmä',
  'help.summary.label': 'Tiivistä viesti pääkohdiksi',
  'help.summary.title': 'Pääkohdat (tehty tällä laitteella)',
  'help.summarizing': 'Tiivistetään…',
  'help.download.detector': 'Kielentunnistinta ladataan tälle tietokoneelle: {percent} %',
  'help.download.translator': 'Kielipakettia {from}–{to} ladataan tälle tietokoneelle: {percent} %',
  'help.download.summarizer': 'Tiivistysmallia ladataan tälle tietokoneelle: {percent} %',
  'help.needs-click': 'Malli on ladattava ensin: aloita painamalla painiketta uudelleen.',
  'help.download-failed': 'Mallia ei voitu ladata tälle tietokoneelle.',
  'help.download-stalled': 'Lataus on pysähtynyt: mitään ei ole tullut minuuttiin.',
  'help.unsupported-pair': 'Tämä selain ei osaa kääntää kieltä {from} kielelle {target}.',
  'help.failed': 'Tämä ei toiminut tällä laitteella.',
  'help.retry': 'Yritä uudelleen',
  'help.reply.translate': 'Käännä: {language}',
  'help.reply.translate.label': 'Käännä vastauksesi kentässä kielelle {language}',
  'help.reply.translated':
    'Vastauksesi on nyt kielellä {language} (käännetty tällä laitteella). Lue se ennen lähettämistä.',
  'help.reply.mine': 'Takaisin omiin sanoihini',
  'options.section.language-help': 'Kieliapu laitteella',
  'options.language-help': 'Tarjoa tällä laitteella tehtyjä käännöksiä ja tiivistelmiä',
  'options.language-help.hint':
    'Chromen sisäänrakennetut mallit tunnistavat asiakkaan kielen, kääntävät ja tiivistävät tällä tietokoneella; tekstiä ei lähetetä mihinkään tätä varten. Selain lataa kunkin mallin kerran.',
  'help.why.browser':
    'Ei käytettävissä: tässä selaimessa ei ole laitteella toimivaa käännöstä (Chrome 138 tai uudempi tietokoneella sisältää sen).',
  'help.why.computer':
    'Ei käytettävissä tällä tietokoneella: selain ei pysty ajamaan malleja (liian vähän levytilaa tai muistia), tai selaimen käytäntö on poistanut ne käytöstä.',
  'help.why.policy': 'Organisaatiosi on poistanut laitteella toimivan kieliavun käytöstä.',
  'help.why.off': 'Pois päältä: sivupaneeli ei tarjoa käännöstä eikä tiivistelmää.',
  'help.ready': 'Käytettävissä tällä tietokoneella.',
};
