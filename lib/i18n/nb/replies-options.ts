import type { replyOptionsMessages as en } from '@/lib/i18n/en/replies-options';
import type { Translation } from '@/lib/i18n/format';

const UNCHANGED = 'Ingenting ble importert; de lagrede svarene dine er uendret.';

export const replyOptionsMessages: Translation<typeof en> = {
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
  'replies.team.kept': 'Viser teambiblioteket slik det var tidligere. {problem}',
  'replies.signature.field': 'Signatur',
  'replies.signature.hint':
    'Legges til én gang på slutten av nye meldinger i dette arbeidsområdet; variabler virker her også.',
  'replies.signature.add': 'Legg signaturen til nye meldinger',
  'replies.signature.none': 'Ingen signatur.',
  'replies.signature.off': 'Legges ikke til nye meldinger.',
  'replies.signature.edit': 'Rediger signaturen',

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
