import type { languageHelpMessages as en } from '@/lib/i18n/en/language-help';
import type { Translation } from '@/lib/i18n/format';

export const languageHelpMessages: Translation<typeof en> = {
  'help.detect': 'Känn igen språket',
  'help.translate': 'Översätt',
  'help.translate.label': 'Översätt meddelandet från {language} till {target}',
  'help.translated': 'Översatt på den här enheten från {language}',
  'help.show-original': 'Visa originalet',
  'help.show-translation': 'Visa översättningen',
  'help.translating': 'Översätter …',
  'help.summary': 'Sammanfattning',
  'help.summary.label': 'Sammanfatta meddelandet i huvudpunkter',
  'help.summary.title': 'Huvudpunkter (gjorda på den här enheten)',
  'help.summarizing': 'Sammanfattar …',
  'help.download.detector': 'Laddar ned språkigenkänningen till den här datorn: {percent} %',
  'help.download.translator': 'Laddar ned språkpaketet {from}–{to} till den här datorn: {percent} %',
  'help.download.summarizer': 'Laddar ned sammanfattningsmodellen till den här datorn: {percent} %',
  'help.needs-click': 'Modellen måste laddas ned först: tryck på knappen igen för att börja.',
  'help.download-failed': 'Modellen kunde inte laddas ned till den här datorn.',
  'help.download-stalled': 'Nedladdningen har stannat: inget har kommit på en minut.',
  'help.unsupported-pair': 'Den här webbläsaren kan inte översätta {from} till {target}.',
  'help.failed': 'Det fungerade inte på den här enheten.',
  'help.retry': 'Försök igen',
  'help.reply.translate': 'Översätt till {language}',
  'help.reply.translate.label': 'Översätt ditt svar till {language} i rutan',
  'help.reply.translated':
    'Ditt svar är nu på {language} (översatt på den här enheten). Läs det innan du skickar.',
  'help.reply.mine': 'Tillbaka till mina ord',
  'options.section.language-help': 'Språkhjälp på enheten',
  'options.language-help': 'Erbjud översättning och sammanfattningar gjorda på den här enheten',
  'options.language-help.hint':
    'Chromes inbyggda modeller känner igen kundens språk, översätter och sammanfattar på den här datorn; ingen text skickas någonstans för det. Webbläsaren laddar ned varje modell en gång.',
  'help.why.browser':
    'Inte tillgängligt: den här webbläsaren saknar översättning på enheten (Chrome 138 eller senare på en dator har det).',
  'help.why.computer':
    'Inte tillgängligt på den här datorn: webbläsaren kan inte köra modellerna (för lite diskutrymme eller minne), eller så stänger en webbläsarpolicy av dem.',
  'help.why.policy': 'Din organisation har stängt av språkhjälpen på enheten.',
  'help.why.off': 'Avstängt: sidopanelen erbjuder ingen översättning eller sammanfattning.',
  'help.ready': 'Tillgängligt på den här datorn.',
};
