/** A page shipped with the extension that explains the token broker and points to the README. */
export const BROKER_HELP_PAGE = '/token-broker.html';

/** First run: what to fill in, and what a token broker is. */
export function WelcomeNote() {
  return (
    <section class="welcome" aria-labelledby="welcome-heading">
      <h2 id="welcome-heading">Welcome to Sidedesk</h2>
      <p>
        Enter your team’s token broker URL and the Ticket API base URL, then press Save. Your browser asks
        once for permission to contact exactly these two addresses.
      </p>
      <p>
        A <strong>token broker</strong> is a small server your team runs. It keeps the API’s secret refresh
        token on the server, signs you in, and gives Sidedesk short-lived access tokens, so no secret is ever
        stored in your browser. Ask your admin for its address, or read{' '}
        <a href={BROKER_HELP_PAGE} target="_blank" rel="noopener noreferrer">
          what a token broker is and how to run one
        </a>{' '}
        to set one up.
      </p>
    </section>
  );
}
