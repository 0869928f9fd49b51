import { describe, expect, it } from 'vitest';
import { isOnBrokerOrigin } from '@/lib/auth/sign-in-url';

const broker = 'https://broker.example.com/team/token';

describe('isOnBrokerOrigin', () => {
  it.each([
    'https://broker.example.com/team/sign-in',
    'https://broker.example.com/sign-in?next=1',
    'https://BROKER.example.com:443/sign-in',
  ])('opens %s: the broker origin', (url) => {
    expect(isOnBrokerOrigin(url, broker)).toBe(true);
  });

  it.each([
    'https://evil.example/sign-in',
    'https://broker.example.com.evil.example/sign-in',
    'http://broker.example.com/sign-in',
    'https://broker.example.com:8443/sign-in',
    'https://user@evil.example/sign-in',
    'javascript:alert(1)',
    'data:text/html,<h1>hi</h1>',
    'not a url',
  ])('refuses %s', (url) => {
    expect(isOnBrokerOrigin(url, broker)).toBe(false);
  });

  it('refuses everything when no broker URL is known', () => {
    expect(isOnBrokerOrigin('https://broker.example.com/sign-in', '')).toBe(false);
  });
});
