import { render } from 'preact';
import { Options } from '@/components/options/Options';
import { createProtocolClient } from '@/lib/messaging/client';
import '@/components/theme.css';

render(<Options client={createProtocolClient()} />, document.getElementById('app') as HTMLElement);
