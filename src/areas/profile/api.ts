import { callAction, callResults } from '../../api';
import {
  PROFILE_CALLS,
  type TPasswordChange,
  type TProfile,
  type TProfileSave,
} from '../../contract';

export type { TProfile };

export const profileKeys = {
  all: ['profile'] as const,
  mine: () => ['profile', 'mine'] as const,
};

export async function fetchProfile(): Promise<TProfile | null> {
  return (await callResults(PROFILE_CALLS.get, {}))[0] ?? null;
}

export async function saveProfile(data: TProfileSave): Promise<void> {
  await callAction(PROFILE_CALLS.save, data, { blocking: true });
}

export async function changePassword(data: TPasswordChange): Promise<void> {
  await callAction(PROFILE_CALLS.change_password, data, { blocking: true });
}
