import { ofetch } from 'ofetch';
import { timedFetch } from '@/lib/api/timed-fetch';

/** A broker call may refresh upstream first, so it gets longer than a plain answer needs. */
const BROKER_TIMEOUT_MS = 15_000;

/**
 * Calls to the team's token broker: with the agent's broker session (its cookie), the header the
 * broker requires of every call, and JSON answers of any status, which the caller reads (a 401
 * carries the sign-in page). Never retried here: a token request that failed is made again by the
 * next call that needs a token, and the agent learns at once that the broker did not answer.
 */
export const brokerFetch = ofetch.create(
  {
    credentials: 'include',
    headers: { 'X-Sidedesk': '1', accept: 'application/json' },
    responseType: 'json',
    ignoreResponseError: true,
    retry: false,
  },
  { fetch: timedFetch(BROKER_TIMEOUT_MS) },
);
