import { useToast } from '../../../components/ui/use-toast';
import { apiGet } from '../../../lib/api-client';
import { useApiRead } from '../../../lib/use-api-read';

export interface UserProfile {
  Email: string;
  UserName: string;
  Phone: string;
  Location: string;
  Fav: string[];
}

export async function getUser(signal?: AbortSignal): Promise<UserProfile> {
  return (await apiGet<{ user: UserProfile }>('/users/getUser', signal)).user;
}

/** The profile, read once `enabled` (after the auth check); a failure shows the spec's toast. */
export function useUser(enabled: boolean) {
  const { showToast } = useToast();
  return useApiRead(enabled ? 'user' : null, getUser, (error) => {
    if (error.status !== 0) showToast(error.message);
  });
}
