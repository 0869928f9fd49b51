import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';

export interface HeldAnswer {
  status: number;
  text: string;
  /** The answer's `Connection` header: `close` when the broker answered while shutting down. */
  connection?: string;
}

/**
 * A sign-in whose body is held back, so that a shutdown surely finds it in flight: with
 * `Expect: 100-continue` the broker says when it has the request, and this resolves then.
 * `release()` sends the body and resolves with the whole answer.
 */
export async function holdSignIn(
  brokerUrl: string,
  form: { email: string; password: string },
): Promise<{ release: () => Promise<HeldAnswer> }> {
  const body = new URLSearchParams(form).toString();
  const held = httpRequest(`${brokerUrl}/sign-in`, {
    method: 'POST',
    agent: false,
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'Content-Length': Buffer.byteLength(body),
      Expect: '100-continue',
    },
  });
  const answer = new Promise<HeldAnswer>((resolve, reject) => {
    held.once('error', reject);
    held.once('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, text, connection: response.headers.connection }),
      );
    });
  });
  await new Promise((resolve, reject) => {
    held.once('continue', resolve);
    held.once('error', reject);
  });
  return {
    release: () => {
      held.end(body);
      return answer;
    },
  };
}

/** True when a new TCP connection to `url` is refused (nothing listens any more). */
export const refusesConnections = (url: string) =>
  new Promise<boolean>((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
