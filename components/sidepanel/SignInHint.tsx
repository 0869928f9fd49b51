import { useEffect, useState } from 'preact/hooks';
import { ConnectionLine } from '@/lib/account/ConnectionLine';
import { createConnectionModel } from '@/lib/account/connection-model';
import type { ProtocolClient } from '@/lib/messaging/client';

/**
 * A panel opened before the agent can read a ticket (signed out, or not set up) says what stands
 * in the way and offers the one button that helps, as the popup's connection line does. Checked
 * again when the panel gets the focus back (from the sign-in tab, or from Options).
 */
export function SignInHint({ client }: { client: ProtocolClient }) {
  const [connection] = useState(() => createConnectionModel(client)); // holds no effect to end
  useEffect(() => {
    const check = () => void connection.refresh();
    check();
    window.addEventListener('focus', check);
    return () => window.removeEventListener('focus', check);
  }, [connection]);
  return connection.action.value ? <ConnectionLine model={connection} /> : null;
}
