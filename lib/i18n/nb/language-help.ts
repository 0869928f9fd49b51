import type { languageHelpMessages as en } from '@/lib/i18n/en/language-help';
import type { Translation } from '@/lib/i18n/format';

export const languageHelpMessages: Translation<typeof en> = {
  'help.detect': 'Finn språket',
  'help.translate': 'Oversett',
  'help.translate.label': 'Oversett meldingen fra {language} til {target}',
  'help.translated': 'Oversatt på denne enheten fra {language}',
  'help.show-original': 'Vis originalen',
  'help.show-translation': 'Vis oversettelsen',
  'help.translating': 'Oversetter …',
  'help.summary': 'Sammendrag',
  'help.summary.label': 'Oppsummer meldingen i hovedpunkter',
  'help.summary.title': 'Hovedpunkter (laget på denne enheten)',
  'help.summarizing': 'Oppsummerer …',
  'help.download.detector': 'Laster ned språkgjenkjenneren til denne datamaskinen: {percent} %',
  'help.download.translator': 'Laster ned språkpakken {from}–{to} til denne datamaskinen: {percent} %',
  'help.download.summarizer': 'Laster ned sammendragsmodellen til denne datamaskinen: {percent} %',
  'help.needs-click': 'Modellen må lastes ned først: trykk på knappen igjen for å starte.',
  'help.download-failed': 'Modellen kunne ikke lastes ned til denne datamaskinen.',
  'help.download-stalled': 'Nedlastingen har stoppet: ingenting har kommet på ett minutt.',
  'help.unsupported-pair': 'Denne nettleseren kan ikke oversette {from} til {target}.',
  'help.failed': 'Dette fungerte ikke på denne enheten.',
  'help.retry': 'Prøv igjen',
  'help.reply.translate': 'Oversett til {language}',
  'help.reply.translate.label': 'Oversett svaret ditt til {language} i feltet',
  'help.reply.translated':
    'Svaret ditt er nå på {language} (oversatt på denne enheten). Les det før du sender.',
  'help.reply.mine': 'Tilbake til mine ord',
  'options.section.language-help': 'Språkhjelp på enheten',
  'options.language-help': 'Tilby oversettelse og sammendrag laget på denne enheten',
  'options.language-help.hint':
    'Chromes innebygde modeller finner kundens språk, oversetter og oppsummerer på denne datamaskinen; ingen tekst sendes noe sted for dette. Nettleseren laster ned hver modell én gang.',
  'help.why.browser':
    'Ikke tilgjengelig: denne nettleseren har ikke oversettelse på enheten (Chrome 138 eller nyere på en datamaskin har det).',
  'help.why.computer':
    'Ikke tilgjengelig på denne datamaskinen: nettleseren kan ikke kjøre modellene (for lite diskplass eller minne), eller en nettleserpolicy slår dem av.',
  'help.why.policy': 'Organisasjonen din har slått av språkhjelp på enheten.',
  'help.why.off': 'Slått av: sidepanelet tilbyr ikke oversettelse eller sammendrag.',
  'help.ready': 'Tilgjengelig på denne datamaskinen.',
};
