import { render } from 'preact';
import { Options } from '@/components/options/Options';
import { createProtocolClient } from '@/lib/messaging/client';
import { followTheme } from '@/lib/theme';
import '@/components/theme.css';

render(<Options client={createProtocolClient()} />, document.getElementById('app') as HTMLElement);

followTheme();
