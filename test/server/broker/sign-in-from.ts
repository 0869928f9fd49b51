import { request } from 'node:http';

export interface SignInAnswer {
  status: number;
  ms: number;
}

/**
 * POSTs the sign-in form over a fresh connection from `localAddress` (any of 127.0.0.0/8 works
 * on Linux), so the broker sees that address as the TCP peer, as it sees a client on the internet.
 */
export function signInFrom(
  brokerUrl: string,
  { email, password, localAddress }: { email: string; password: string; localAddress: string },
): Promise<SignInAnswer> {
  const body = new URLSearchParams({ email, password }).toString();
  const startedAt = performance.now();
  return new Promise((resolve, reject) => {
    const call = request(
      `${brokerUrl}/sign-in`,
      {
        method: 'POST',
        localAddress,
        agent: false,
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'Content-Length': Buffer.byteLength(body),
        },
        timeout: 10_000,
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, ms: performance.now() - startedAt }),
        );
      },
    );
    call.on('timeout', () => call.destroy(new Error('no answer within 10 s')));
    call.on('error', reject);
    call.end(body);
  });
}
