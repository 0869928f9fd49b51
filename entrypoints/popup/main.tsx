import { render } from 'preact';
import { Popup } from '@/components/popup/Popup';
import { createProtocolClient } from '@/lib/messaging/client';
import { followTheme } from '@/lib/theme';
import '@/components/theme.css';

render(<Popup client={createProtocolClient()} />, document.getElementById('app') as HTMLElement);

followTheme();
