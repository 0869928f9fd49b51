import type { settingsMessages as en } from '@/lib/i18n/en/settings';
import type { Translation } from '@/lib/i18n/format';

export const settingsMessages: Translation<typeof en> = {
  'pattern.has-space': '”{pattern}” innehåller ett mellanslag; skriv ett mönster per rad.',
  'pattern.too-long': 'Ett mönster får vara högst {max} tecken långt.',
  'pattern.id-count': '”{pattern}” måste innehålla {marker} exakt en gång, där ärendenumret står.',
  'pattern.stacked-wildcards': '”{pattern}” har mer än en * i samma del av länken; använd en per del.',
  'pattern.too-vague': '”{pattern}” är för vagt: lägg till den del av länken som pekar på ärenden.',
};
