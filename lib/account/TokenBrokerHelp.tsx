import { t } from '@/lib/i18n/format';
import { tWith } from '@/lib/ui/rich-text';

// What the broker must speak: code, the same in every language, put into the sentences as they are.
const TOKEN_ANSWER = '{"access_token", "token_type": "bearer", "expires_in", "agent": {"email", "name"}}';
const SIGN_IN_ANSWER = '401 {"error", "signInUrl"}';

/** "What is a token broker?" (options.html#token-broker, linked from Options): what Sidedesk asks of a broker. */
export function TokenBrokerHelp() {
  const code = (text: string) => <code>{text}</code>;
  return (
    <main class="options">
      <h1>{t('broker-help.title')}</h1>
      <p>
        {tWith('broker-help.intro', {
          refreshToken: <em>{t('broker-help.intro.refresh-token')}</em>,
          tokenBroker: <strong>{t('broker-help.intro.token-broker')}</strong>,
        })}
      </p>
      <h2>{t('broker-help.asks')}</h2>
      <ul>
        <li>
          {tWith('broker-help.asks.token', {
            request: code(`POST {${t('broker-help.broker-url')}}`),
            header: code('X-Sidedesk: 1'),
            answer: code(TOKEN_ANSWER),
            noStore: code('Cache-Control: no-store'),
          })}
        </li>
        <li>{tWith('broker-help.asks.sign-in', { answer: code(SIGN_IN_ANSWER) })}</li>
        <li>{tWith('broker-help.asks.origin', { any: code('*') })}</li>
      </ul>
      <h2>{t('broker-help.running')}</h2>
      <p>
        {tWith('broker-help.running.text', {
          source: code('server/broker'),
          settings: code('server/README.md'),
        })}
      </p>
    </main>
  );
}
