import type { TVariant } from './status-colours';
import type { TOutboxKind, TOutboxStatus } from './sync';

/** The outbox's words on screen: the sync status bar, the /sync page and the floor screens. */
export const OUTBOX_MESSAGES = {
  online: 'Online',
  offline: 'Offline',
  pending: (n: number) => `${n} pending`,
  attention: (n: number) => `${n} need${n === 1 ? 's' : ''} attention`,
  lastSync: (when: string) => `Last sync ${when}`,
  neverSynced: 'Not synced yet',
  /** When the device's copy of the site's data (the mirror) was last refreshed. */
  copyRefreshed: (when: string) => `Refreshed ${when}`,
  copyRefreshedTitle: (when: string) =>
    `This device's copy of the site's data was refreshed ${when}`,
  signInToSend: 'Sign in to send',
  storageRefused: 'Storage not persistent: offline work may be lost if the device runs low',
  syncLink: 'Sync',
  floorLink: 'Floor',
  sendNow: 'Send now',
  sending: 'Sending…',
  resend: 'Resend',
  discard: 'Discard',
  discardTitle: 'Discard this write?',
  discardBody: (label: string) => `"${label}" will never reach the server. This cannot be undone.`,
  nothingWaiting: 'Nothing waiting: every write has reached the server.',
  attentionHelp:
    'The server refused these writes. Open one to correct it and resend it, or discard it.',
  pendingHelp: 'These writes wait to be sent, in this order.',
  savedPending: (label: string) => `Saved, pending: ${label}`,
  notSignedIn: 'Sign in to save floor work.',
  /** Sign-out with the user's own writes still on the device (sent first when online). */
  signOutTitle: 'Sign out with writes waiting?',
  signOutPending: (n: number) =>
    `${n} write${n === 1 ? '' : 's'} you made on this device ${n === 1 ? 'has' : 'have'} not ` +
    'reached the server. They stay on this device and are sent when you sign in here again.',
  signOutAnyway: 'Sign out anyway',
  /** Writes another user made on this device: theirs until they sign in, or handed over. */
  othersWaiting: (n: number, user: string) =>
    `${n} write${n === 1 ? '' : 's'} by ${user} ${n === 1 ? 'waits' : 'wait'} for ${user} to ` +
    'sign in on this device.',
  handOver: 'Send as me',
  handOverTitle: 'Send these writes as you?',
  handOverBody: (n: number, user: string) =>
    `${n} write${n === 1 ? '' : 's'} made by ${user} will be sent under your name, and the ` +
    `server will record you as the one who did ${n === 1 ? 'it' : 'them'}.`,
  madeBy: (user: string) => `by ${user}`,
  /** The line under the status bar while the server has refused writes of this device. */
  refusedBanner: (n: number) =>
    `The server refused ${n} write${n === 1 ? '' : 's'} from this device`,
  refusedOpen: 'Open Sync to fix',
  noSite: 'Choose a site first.',
} as const;

export const OUTBOX_KIND_LABELS: Record<TOutboxKind, string> = {
  movement: 'Movement',
  job: 'Job',
  pack: 'Pack',
  pick: 'Pick',
};

export const OUTBOX_STATUS_LABELS: Record<TOutboxStatus, string> = {
  pending: 'Pending',
  sending: 'Sending',
  attention: 'Needs attention',
};

export const OUTBOX_STATUS_VARIANTS: Record<TOutboxStatus, TVariant> = {
  pending: 'warning',
  sending: 'info',
  attention: 'danger',
};
