import { render } from 'preact';
import { Options } from '@/components/options/Options';
import { t } from '@/lib/i18n/format';
import { startInSettingsLanguage } from '@/lib/i18n/settings-language';
import { createProtocolClient } from '@/lib/messaging/client';
import { followTheme } from '@/lib/theme';
import '@/components/theme.css';

const app = document.getElementById('app') as HTMLElement;
const draw = () => {
  document.title = t('page.options');
  render(<Options client={createProtocolClient()} />, app);
};

// The catalog loads before the first render: the page never shows English first. Another language
// redraws the page from what is saved (the Save that chose it saved everything in the form).
void startInSettingsLanguage(() => {
  render(null, app);
  draw();
}).then(draw);

followTheme();
