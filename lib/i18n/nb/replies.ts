import type { replyMessages as en } from '@/lib/i18n/en/replies';
import type { Translation } from '@/lib/i18n/format';

export const replyMessages: Translation<typeof en> = {
  'error.bad-input.replies-file.not-json': 'Filen er ikke gyldig JSON.',
  'error.bad-input.replies-file.not-replies':
    'Filen er ikke en fil med lagrede svar: «format» må være «{format}».',
  'error.bad-input.replies-file.newer':
    'Filen er versjon {version} av formatet for lagrede svar, fra en nyere Sidedesk: oppdater Sidedesk for å importere den.',
  'error.bad-input.replies-file.too-many': 'Et arbeidsområde kan ha høyst {max} lagrede svar.',
  'error.bad-input.replies-file.unknown-field': 'Filen har et felt Sidedesk ikke kjenner: {field}.',
  'error.bad-input.replies-file.bad-field': 'Filen har en manglende eller feil verdi i {field}.',
  'error.invalid-response.team-library': 'Teambiblioteket fra megleren kunne ikke leses. {problem}',

  'replies.outcome.none': 'Ingen: la sendevalgene være som de er',
  'replies.outcome.send': 'Send',
  'replies.outcome.complete': 'Send og fullfør',
  'replies.outcome.draft': 'Lagre som utkast',
  'replies.outcome.keep-status': 'Send, behold statusen',
  'replies.team.none': 'Teamets megler deler ingen lagrede svar.',
  'replies.picker.button': 'Lagrede svar',
  'replies.picker.label': 'Lagrede svar',
  'replies.picker.faq': 'Sett inn FAQ-lenke: {name}',
  'replies.picker.team': 'team',
  'replies.picker.empty': 'Ingen lagrede svar passer til «/{query}».',
  'replies.picker.hint': '↑↓ velg · Enter sett inn · Esc lukk',
  'replies.picker.outcome': '«{name}» satte utfallet: {outcome}. Du kan endre det nedenfor.',
  'replies.unresolved.one': 'Meldingen inneholder fortsatt {list}, som vil nå kunden slik det står.',
  'replies.unresolved.other': 'Meldingen inneholder fortsatt {list}, som vil nå kunden slik de står.',
  'replies.unresolved.send-anyway': 'Send likevel',

  'replies.example.greeting.name': 'Hilsen',
  'replies.example.greeting.shortcut': 'hei',
  'replies.example.greeting.text': 'Hei {customerFirstName},\n\n{cursor}',
  'replies.example.order.name': 'Be om ordrenummeret',
  'replies.example.order.shortcut': 'ordre',
  'replies.example.order.text':
    'Hei {customerFirstName},\n\nKan du sende meg ordrenummeret ditt? Du finner det i ordrebekreftelsen vi sendte deg på e-post.\n\nMed vennlig hilsen\n{agentFirstName}',
  'replies.example.refund.name': 'Refusjon utført',
  'replies.example.refund.shortcut': 'refusjon',
  'replies.example.refund.text':
    'Hei {customerFirstName},\n\nJeg har refundert bestillingen din. Pengene skal være tilbake på kontoen din innen 5 virkedager.\n\nMed vennlig hilsen\n{agentFirstName}',
  'replies.example.closing.name': 'Avslutning',
  'replies.example.closing.shortcut': 'ha-det',
  'replies.example.closing.text':
    'Er det noe annet jeg kan hjelpe deg med? Hvis ikke, ønsker jeg deg en fin dag.\n\nMed vennlig hilsen\n{agentFirstName}',

  // Fill-in fields: the composer's form, Send's refusal and the preview in Options.
  'replies.fields.title': 'Fyll inn «{name}»',
  'replies.fields.insert': 'Sett inn',
  'replies.fields.cancel': 'Avbryt',
  'replies.fields.hint': 'Tab neste · Enter sett inn · Esc avbryt',
  'replies.fields.choose': 'Velg …',
  'replies.fields.empty': 'Fyll inn dette: feltet har ingen standardverdi.',
  'replies.fields.not-number': 'Skriv et tall.',
  'replies.fields.not-date': 'Skriv en dato.',
  'replies.fields.malformed':
    'Noen felt i dette lagrede svaret er feilskrevet og blir stående i teksten slik de er skrevet: rett dem i Innstillinger.',
  'replies.fields.unfilled.one': 'Feltet «{list}» er ikke fylt inn ennå. Sett inn verdien før du sender.',
  'replies.fields.unfilled.other': 'Feltene {list} er ikke fylt inn ennå. Sett inn verdiene før du sender.',
  'replies.fields.syntax': 'Felt du fyller inn når du setter inn: {examples}.',
  'replies.fields.asks': 'Når svaret settes inn, spør det om:',
  'replies.fields.kind.text': 'tekst',
  'replies.fields.kind.number': 'et tall',
  'replies.fields.kind.date': 'en dato',
  'replies.fields.kind.choice': 'ett av {choices}',
  'replies.fields.default': 'standard {value}',
  'replies.fields.problem': 'Felt {place} (linje {line}, {source}): {problem}',
  'replies.fields.problem.unclosed': 'det blir aldri lukket.',
  'replies.fields.problem.no-name': 'det har ikke noe navn.',
  'replies.fields.problem.unknown-part': 'Sidedesk kjenner ikke «{part}».',
  'replies.fields.problem.no-choices': 'valget har ingen alternativer.',
  'replies.fields.problem.bad-default': 'standardverdien passer ikke til felttypen.',
  'replies.fields.problem.kind-clash': 'et felt med samme navn før det er av en annen type.',
};
