import { popupPageMessages } from '@/lib/i18n/en/popup-page';
import { addEnglish } from '@/lib/i18n/format';

// The popup's own English area: only this page carries it (the panel, Options and the worker never
// show it). Imported by the popup modules that speak it, so it is there before anything is drawn.
addEnglish(popupPageMessages);
