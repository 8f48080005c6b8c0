import { Drawer, HelpButton, Tabs } from '../../ui';
import { ContextTab } from './ContextTab';

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
            content: <p className="text-slate-600">There are no preferences to set yet.</p>,
          },
        ]}
      />
    </Drawer>
  );
}
