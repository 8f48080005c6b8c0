import { Link } from 'react-router-dom';
import { Drawer, HelpButton, Tabs } from '../../ui';
import { ContextTab } from './ContextTab';
import { DeviceStatus } from './DeviceStatus';

/**
 * The settings sidebar, opened from the name pill: tabs Context and Preferences, and a link
 * to the knowledge base (every signed-in user reads it).
 */
export function SettingsSidebar({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title="Settings"
      actions={<HelpButton context="settings-sidebar" title="Settings" />}
    >
      <Tabs
        items={[
          { label: 'Context', content: <ContextTab onClose={onClose} /> },
          {
            label: 'Preferences',
            content: <DeviceStatus />,
          },
        ]}
      />
      <Link
        to="/knowledge"
        onClick={onClose}
        className="mt-6 inline-flex min-h-11 items-center font-medium text-brand-700 underline hover:text-brand-800"
      >
        Knowledge base
      </Link>
    </Drawer>
  );
}
