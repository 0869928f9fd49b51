import { render } from 'preact';
import { TokenBrokerHelp } from '@/components/options/TokenBrokerHelp';
import { t } from '@/lib/i18n/format';
import { startInSettingsLanguage } from '@/lib/i18n/settings-language';
import { followTheme } from '@/lib/theme';
import '@/components/theme.css';
import '@/components/options/options.css';

// "What is a token broker?", in the language of the rest (the catalog loads before it draws; another
// language chosen in Options reloads it).
void startInSettingsLanguage().then(() => {
  document.title = t('page.token-broker');
  render(<TokenBrokerHelp />, document.getElementById('app') as HTMLElement);
});

followTheme();
