import { Drawer, HelpButton, Tabs } from '../../ui';
import { ContextTab } from './ContextTab';
import { DeviceStatus } from './DeviceStatus';

/** The settings sidebar, opened from the name pill: tabs Context and Preferences. */
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
    </Drawer>
  );
}
