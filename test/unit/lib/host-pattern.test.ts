import { describe, expect, it } from 'vitest';
import { originPattern } from '@/lib/host-pattern';

describe('originPattern', () => {
  it('drops the port: match patterns have none, and Firefox refuses a pattern with one', () => {
    expect(originPattern('http://127.0.0.1:8787/token')).toBe('http://127.0.0.1/*');
    expect(originPattern('https://broker.example.com:8443/token')).toBe('https://broker.example.com/*');
  });

  it('keeps scheme and host, drops path, query, credentials and a default port', () => {
    expect(originPattern('https://api.example.com/v2/tickets?x=1')).toBe('https://api.example.com/*');
    expect(originPattern('https://user:pw@api.example.com:443/')).toBe('https://api.example.com/*');
    expect(originPattern('http://localhost:3000')).toBe('http://localhost/*');
  });

  it('keeps an IPv6 host in brackets', () => {
    expect(originPattern('http://[::1]:8787/')).toBe('http://[::1]/*');
  });
});
