import type { replyMessages as en } from '../en/replies';
import type { Translation } from '../format';

const UNCHANGED = 'Ingenting ble importert; de lagrede svarene dine er uendret.';

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

  'replies.title': 'Lagrede svar',
  'replies.intro':
    'I sidepanelet skriver du / og en snarvei, eller trykker Lagrede svar, for å sette inn et.',
  'replies.examples-note': 'Ferdige eksempler: endre eller slett dem som du vil.',
  'replies.list': 'Dine lagrede svar',
  'replies.empty': 'Ingen lagrede svar ennå.',
  'replies.add': 'Legg til lagret svar',
  'replies.field.name': 'Navn',
  'replies.field.shortcut': 'Snarvei',
  'replies.field.shortcut-hint':
    'Valgfritt: små bokstaver, sifre og -, skrives etter / for å finne svaret, f.eks. refusjon.',
  'replies.field.text': 'Tekst',
  'replies.field.text-hint':
    'Variabler som fylles inn fra saken og fra deg når du setter inn: {variables}. {cursor} markerer hvor markøren havner.',
  'replies.field.html': 'Formatert tekst (HTML)',
  'replies.field.outcome': 'Utfall',
  'replies.outcome.none': 'Ingen: la sendevalgene være som de er',
  'replies.outcome.send': 'Send',
  'replies.outcome.complete': 'Send og fullfør',
  'replies.outcome.draft': 'Lagre som utkast',
  'replies.outcome.keep-status': 'Send, behold statusen',
  'replies.save': 'Lagre svaret',
  'replies.cancel': 'Avbryt',
  'replies.edit': 'Rediger',
  'replies.edit-label': 'Rediger {name}',
  'replies.delete': 'Slett',
  'replies.delete-label': 'Slett {name}',
  'replies.move-up': 'Flytt {name} opp',
  'replies.move-down': 'Flytt {name} ned',
  'replies.import': 'Importer',
  'replies.export': 'Eksporter',
  'replies.problem.name': 'Gi det lagrede svaret et navn.',
  'replies.problem.shortcut':
    'En snarvei består av små bokstaver, sifre og -, begynner med en bokstav eller et siffer og har høyst 40 tegn.',
  'replies.problem.shortcut-taken': 'Snarveien /{shortcut} brukes allerede av «{name}».',
  'replies.problem.text': 'Skriv teksten til det lagrede svaret.',
  'replies.problem.form': 'Ingenting ble lagret: rett feltene som er merket nedenfor.',
  'replies.notice.saved': 'Lagret «{name}».',
  'replies.notice.deleted': 'Slettet «{name}».',
  'replies.notice.imported.one': 'Importerte {count} lagret svar.',
  'replies.notice.imported.other': 'Importerte {count} lagrede svar.',
  'replies.notice.exported.one': 'Eksporterte {count} lagret svar.',
  'replies.notice.exported.other': 'Eksporterte {count} lagrede svar.',
  'replies.notice.import-refused': `{problem} ${UNCHANGED}`,
  'replies.team.title': 'Teambibliotek',
  'replies.team.note': 'Delt av teamets megler; kan bare leses.',
  'replies.team.none': 'Teamets megler deler ingen lagrede svar.',
  'replies.team.kept': 'Viser teambiblioteket slik det var tidligere. {problem}',
  'replies.signature.field': 'Signatur',
  'replies.signature.hint':
    'Legges til én gang på slutten av nye meldinger i dette arbeidsområdet; variabler virker her også.',
  'replies.signature.add': 'Legg signaturen til nye meldinger',
  'replies.signature.save': 'Lagre signaturen',
  'replies.signature.saved': 'Signaturen er lagret.',
  'replies.signature.failed': 'Signaturen kunne ikke lagres. Prøv igjen.',

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
  'replies.field.attachments': 'Vedlegg',
  'replies.field.attachment-url': 'URL til vedlegget',
  'replies.field.attachment-name': 'Navn på vedlegget',
  'replies.field.attachment-hint':
    'En https-adresse til en fil; navnet blir filnavnet i adressen hvis du ikke fyller det inn.',
  'replies.attachment.add': 'Legg til vedlegg',
  'replies.attachment.remove': 'Fjern vedlegget {name}',
  'replies.problem.attachment-url':
    'URL-en til vedlegget må være en fullstendig https-adresse, som https://example.com/fil.pdf.',
  'replies.problem.attachment-name': 'Gi vedlegget et navn på høyst 255 tegn.',
  'replies.problem.attachment-twice': 'Det vedlegget er allerede lagt til.',
  'replies.problem.attachment-max': 'Et lagret svar kan ha høyst {max} vedlegg.',
};
