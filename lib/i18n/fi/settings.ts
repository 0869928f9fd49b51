import type { settingsMessages as en } from '@/lib/i18n/en/settings';
import type { Translation } from '@/lib/i18n/format';

export const settingsMessages: Translation<typeof en> = {
  'pattern.has-space': '”{pattern}” sisältää välilyönnin; kirjoita yksi malli riville.',
  'pattern.too-long': 'Malli voi olla enintään {max} merkkiä pitkä.',
  'pattern.id-count':
    '”{pattern}” täytyy sisältää {marker} tasan kerran, siinä kohdassa missä tiketin numero on.',
  'pattern.stacked-wildcards':
    '”{pattern}” sisältää useamman kuin yhden * saman linkin osan sisällä; käytä yhtä osaa kohden.',
  'pattern.too-vague': '”{pattern}” on liian väljä: lisää linkin osa, joka viittaa tiketteihin.',
};
