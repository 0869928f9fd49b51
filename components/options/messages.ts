import { optionsMessages } from '@/lib/i18n/en/options';
import { addEnglish } from '@/lib/i18n/format';

// Options' own English area: only this page carries it (the popup, panel and worker never show it).
// Imported by the Options modules that speak it, so it is there before anything is drawn.
addEnglish(optionsMessages);
