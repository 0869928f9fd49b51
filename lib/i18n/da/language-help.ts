import type { languageHelpMessages as en } from '@/lib/i18n/en/language-help';
import type { Translation } from '@/lib/i18n/format';

export const languageHelpMessages: Translation<typeof en> = {
  'help.detect': 'Genkend sproget',
  'help.translate': 'Oversæt',
  'help.translate.label': 'Oversæt beskeden fra {language} til {target}',
  'help.translated': 'Oversat på denne enhed fra {language}',
  'help.show-original': 'Vis originalen',
  'help.show-translation': 'Vis oversættelsen',
  'help.translating': 'Oversætter …',
  'help.summary': 'Resumé',
  'help.summary.label': 'Opsummer beskeden i hovedpunkter',
  'help.summary.title': 'Hovedpunkter (lavet på denne enhed)',
  'help.summarizing': 'Opsummerer …',
  'help.download.detector': 'Henter sproggenkendelsen til denne computer: {percent} %',
  'help.download.translator': 'Henter sprogpakken {from}–{to} til denne computer: {percent} %',
  'help.download.summarizer': 'Henter resumémodellen til denne computer: {percent} %',
  'help.needs-click': 'Modellen skal hentes først: tryk på knappen igen for at starte.',
  'help.download-failed': 'Modellen kunne ikke hentes til denne computer.',
  'help.download-stalled': 'Hentningen er gået i stå: intet er kommet i et minut.',
  'help.unsupported-pair': 'Denne browser kan ikke oversætte {from} til {target}.',
  'help.failed': 'Det virkede ikke på denne enhed.',
  'help.retry': 'Prøv igen',
  'help.reply.translate': 'Oversæt til {language}',
  'help.reply.translate.label': 'Oversæt dit svar til {language} i feltet',
  'help.reply.translated': 'Dit svar er nu på {language} (oversat på denne enhed). Læs det, før du sender.',
  'help.reply.mine': 'Tilbage til mine ord',
  'options.section.language-help': 'Sproghjælp på enheden',
  'options.language-help': 'Tilbyd oversættelse og resuméer lavet på denne enhed',
  'options.language-help.hint':
    'Chromes indbyggede modeller genkender kundens sprog, oversætter og opsummerer på denne computer; ingen tekst sendes nogen steder hen for det. Browseren henter hver model én gang.',
  'help.why.browser':
    'Ikke tilgængelig: denne browser har ikke oversættelse på enheden (Chrome 138 eller nyere på en computer har det).',
  'help.why.computer':
    'Ikke tilgængelig på denne computer: browseren kan ikke køre modellerne (for lidt diskplads eller hukommelse), eller en browserpolitik slår dem fra.',
  'help.why.policy': 'Din organisation har slået sproghjælp på enheden fra.',
  'help.why.off': 'Slået fra: sidepanelet tilbyder ingen oversættelse eller resumé.',
  'help.ready': 'Tilgængelig på denne computer.',
};
