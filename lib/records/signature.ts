// The workspace's signature, added to a new message once.

const SEPARATOR = '\n\n';

/** `message` with the signature at its end, unless it already holds it (never twice). */
export function withSignature(message: string, signature: string): string {
  const sign = signature.trim();
  if (!sign || message.includes(sign)) return message;
  const body = message.trimEnd();
  return body ? `${body}${SEPARATOR}${sign}` : `${SEPARATOR}${sign}`;
}

/** Inserts `text` before the signature when the message ends with it, else at the end. */
export function insertBeforeSignature(message: string, text: string, signature: string): string {
  const sign = signature.trim();
  const at = sign ? message.lastIndexOf(sign) : -1;
  if (at < 0) return message.trim() ? `${message.trimEnd()}${SEPARATOR}${text}` : text;
  const before = message.slice(0, at).trimEnd();
  return `${before ? `${before}${SEPARATOR}` : ''}${text}${SEPARATOR}${message.slice(at)}`;
}

/** The message holds the signature and nothing else: nothing typed (not a draft, not sendable). */
export function isOnlySignature(message: string, signature: string): boolean {
  const sign = signature.trim();
  return sign !== '' && message.trim() === sign;
}
