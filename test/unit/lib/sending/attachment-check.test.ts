import { describe, expect, it } from 'vitest';
import { baseAttachmentSchema } from '@/lib/api/schemas';
import { checkAttachment } from '@/lib/sending/attachment-check';

// The side panel checks attachments without zod; the worker checks them with the schema. Both
// must give the same verdict and the same output, or the panel would accept what the worker refuses.

const urls = [
  'https://example.com/file.pdf',
  'http://example.com/a b.png',
  '  https://example.com/x  ',
  'HTTPS://EXAMPLE.COM/UPPER',
  'https://exa\tmple.com/tab',
  'https://example.com/new\nline',
  'ftp://example.com/file',
  'javascript:alert(1)',
  'data:text/plain,hi',
  'http:example.com',
  'https:/example.com',
  'https://',
  'http://[::1]/ipv6',
  'example.com/file',
  'mailto:someone@example.com',
  '',
];
const names = ['file.pdf', '  padded  ', '', '   ', 'x'.repeat(255), 'x'.repeat(256), 'naïve ✓'];

describe('checkAttachment', () => {
  it.each(urls.flatMap((url) => names.map((name) => [url, name] as const)))(
    'agrees with baseAttachmentSchema on %j / %j',
    (url, name) => {
      const schema = baseAttachmentSchema.safeParse({ url, name });
      const check = checkAttachment({ url, name });
      expect(check.ok).toBe(schema.success);
      if (check.ok && schema.success) expect(check.attachment).toEqual(schema.data);
      if (!check.ok && !schema.success) expect(check.field).toBe(schema.error.issues[0]?.path[0]);
    },
  );
});
