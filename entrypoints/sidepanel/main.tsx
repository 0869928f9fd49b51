import { render } from 'preact';
import { SidePanel } from '@/components/sidepanel/SidePanel';
import { createProtocolClient } from '@/lib/messaging/client';
import '@/components/theme.css';

render(<SidePanel client={createProtocolClient()} />, document.getElementById('app') as HTMLElement);
