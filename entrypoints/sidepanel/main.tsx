import { render } from 'preact';
import { SidePanel } from '@/components/sidepanel/SidePanel';
import { createProtocolClient } from '@/lib/messaging/client';
import { followTheme } from '@/lib/theme';
import '@/components/theme.css';

render(<SidePanel client={createProtocolClient()} />, document.getElementById('app') as HTMLElement);

followTheme();
