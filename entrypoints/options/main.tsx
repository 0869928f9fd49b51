import { render } from 'preact';
import { createOptionsModels, Options } from '@/components/options/Options';
import { t } from '@/lib/i18n/format';
import { startInSettingsLanguage } from '@/lib/i18n/settings-language';
import { createProtocolClient } from '@/lib/messaging/client';
import { followTheme } from '@/lib/theme';
import '@/components/theme.css';

const app = document.getElementById('app') as HTMLElement;
const client = createProtocolClient();
// Made once: a redraw keeps the notice of the Save that chose the language, and its access
// outcome still to come.
const models = createOptionsModels(client);
const draw = () => {
  document.title = t('page.options');
  render(<Options client={client} models={models} />, app);
};

// The catalog loads before the first render: the page never shows English first. Another language
// redraws the page from what is saved (the Save that chose it saved everything in the form). It is
// drawn anew, not re-rendered: components that read signals skip a render whose props are the same.
void startInSettingsLanguage(() => {
  render(null, app);
  draw();
}).then(draw);

followTheme();
