import { render } from 'preact';
import { createOptionsModels, Options } from '@/components/options/Options';
import { BROKER_HELP_PAGE } from '@/lib/account/WelcomeNote';
import { report } from '@/lib/diagnostics/report';
import { followDisplay } from '@/lib/first-paint/display';
import { t } from '@/lib/i18n/format';
import { createProtocolClient } from '@/lib/messaging/client';
import { startInSettingsLanguage } from '@/lib/settings/language';
import { followSettings } from '@/lib/settings/read';
import { reportToWorker } from '@/lib/support/page-sink';
import { followTheme } from '@/lib/theme';
import { ViewFailed } from '@/lib/ui/ViewFailed';
import '@/components/theme.css';

const app = document.getElementById('app') as HTMLElement;
// One follower of the settings for the page (language, theme, every section), subscribed first.
const settings = followSettings();

/** Options, or "What is a token broker?" (`options.html#token-broker`, opened from Options in a new tab). */
function start(): void {
  const client = createProtocolClient();
  reportToWorker(client); // the page's problems go to the worker (lib/diagnostics/), the guide's too
  if (location.hash === new URL(BROKER_HELP_PAGE, location.href).hash) {
    showBrokerHelp();
    return;
  }
  // Made once: a redraw keeps the notice of the Save that chose the language, and its access
  // outcome still to come.
  const models = createOptionsModels(client, { follower: settings });
  const draw = () => {
    document.title = t('page.options');
    render(<Options client={client} models={models} />, app);
  };
  // The catalog loads before the first render: the page never shows English first. Another language
  // redraws the page from what is saved (the Save that chose it saved everything in the form). It is
  // drawn anew, not re-rendered: components that read signals skip a render whose props are the same.
  void startInSettingsLanguage(settings, () => {
    render(null, app);
    draw();
  }).then(draw);
}

/**
 * "What is a token broker?". Another language chosen in Options reloads it. The guide is loaded with
 * import() beside the catalog (Options never needs it): drawn once both are in, or said with Retry,
 * in the agent's language too (a failed load waits for the catalog before it is said).
 */
function showBrokerHelp(): void {
  void Promise.allSettled([import('@/lib/account/TokenBrokerHelp'), startInSettingsLanguage(settings)]).then(
    ([view, language]) => {
      if (view.status === 'fulfilled' && language.status === 'fulfilled') {
        document.title = t('page.token-broker');
        render(<view.value.TokenBrokerHelp />, app);
        return;
      }
      report(
        view.status === 'rejected' ? view.reason : (language as PromiseRejectedResult).reason,
        'view/load',
      );
      render(<ViewFailed onRetry={showBrokerHelp} />, app);
    },
  );
}

start();
// The page owns its follower: it, and the theme, language and display that follow it, end with
// the page. The display: where the agent switches workspace or language, the popup's first paint
// learns it (lib/first-paint/display.ts).
followTheme(settings);
followDisplay(settings);
