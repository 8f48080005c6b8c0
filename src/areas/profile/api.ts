import { call, callOne } from '../../api';
import type { TPasswordChange, TProfileSave } from '../../contract';

export type TProfile = TProfileSave & { user_id: string; role: string; license_type: string };

export const profileKeys = {
  all: ['profile'] as const,
  mine: () => ['profile', 'mine'] as const,
};

export function fetchProfile(): Promise<TProfile | null> {
  return callOne<TProfile>('user', { entity: 'profile', action: 'get', data: {} });
}

export async function saveProfile(data: TProfileSave): Promise<void> {
  await call('user', { entity: 'profile', action: 'save', data }, { blocking: true });
}

export async function changePassword(data: TPasswordChange): Promise<void> {
  await call('user', { entity: 'profile', action: 'change_password', data }, { blocking: true });
}
