/** The parts of `runtime.MessageSender` the check reads. */
export interface SenderLike {
  id?: string;
  url?: string;
  origin?: string;
  frameId?: number;
}

/**
 * Only our own extension pages may talk to the worker: same extension id, an extension-page URL
 * (a content script's sender URL is the web page's), and the top frame, never an embedded frame.
 */
export function isTrustedSender(sender: SenderLike, runtimeId: string, extensionOrigin: string): boolean {
  if (sender.id !== runtimeId) return false;
  const origin = extensionOrigin.replace(/\/$/, '');
  // Compare as text: `URL.origin` is "null" for chrome-extension:// outside the browser.
  if (!sender.url?.startsWith(`${origin}/`)) return false;
  if (sender.origin !== undefined && sender.origin !== origin) return false;
  return (sender.frameId ?? 0) === 0;
}
