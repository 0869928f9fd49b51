import { optionsMessages } from '@/lib/i18n/en/options';
import { replyOptionsMessages } from '@/lib/i18n/en/replies-options';
import { workspaceOptionsMessages } from '@/lib/i18n/en/workspaces-options';
import { addEnglish } from '@/lib/i18n/format';

// Options' own English area: only this page carries it (the popup, panel and worker never show it).
// Imported by the Options modules that speak it, so it is there before anything is drawn.
addEnglish({ ...optionsMessages, ...workspaceOptionsMessages, ...replyOptionsMessages });
