import { type IncomingHttpHeaders, request } from 'node:http';

export interface SignInAnswer {
  status: number;
  ms: number;
  /** The device cookie the broker set (`name=value`), to send back as a browser would. */
  device?: string;
}

export interface PostAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/**
 * POSTs to `url` over a fresh connection from `localAddress` (any of 127.0.0.0/8 works on Linux),
 * so the broker sees that address as the TCP peer, as it sees a client on the internet.
 */
export function postFrom(
  url: string,
  {
    localAddress,
    headers = {},
    body = '',
  }: { localAddress: string; headers?: Record<string, string>; body?: string },
): Promise<PostAnswer> {
  return new Promise((resolve, reject) => {
    const call = request(
      url,
      {
        method: 'POST',
        localAddress,
        agent: false,
        headers: { ...headers, 'Content-Length': Buffer.byteLength(body) },
        timeout: 10_000,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
        );
      },
    );
    call.on('timeout', () => call.destroy(new Error('no answer within 10 s')));
    call.on('error', reject);
    call.end(body);
  });
}

/** The sign-in form, POSTed from `localAddress` (with a device cookie, if given): its status, time and new device cookie. */
export async function signInFrom(
  brokerUrl: string,
  {
    email,
    password,
    localAddress,
    device,
  }: { email: string; password: string; localAddress: string; device?: string },
): Promise<SignInAnswer> {
  const startedAt = performance.now();
  const { status, headers } = await postFrom(`${brokerUrl}/sign-in`, {
    localAddress,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(device ? { Cookie: device } : {}) },
    body: new URLSearchParams({ email, password }).toString(),
  });
  const deviceCookie = headers['set-cookie']?.find((cookie) => cookie.startsWith('sidedesk_device='));
  return { status, ms: performance.now() - startedAt, device: deviceCookie?.split(';')[0] };
}
