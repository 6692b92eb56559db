import { useState } from 'react';
import { useToast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-client';
import { MESSAGES } from '../../../config/constants';
import { enablePushOnThisDevice, pushPermission, type PushPermission } from '../push-device';
import { PUSH_TEXT } from '../push-text';

/** This device's permission, and a button's way to ask for it and subscribe (telling the shopper how it went). */
export function useEnablePush() {
  const { showToast } = useToast();
  const [permission, setPermission] = useState<PushPermission>(pushPermission);
  const [pending, setPending] = useState(false);

  const enable = async (): Promise<PushPermission> => {
    setPending(true);
    try {
      const answer = await enablePushOnThisDevice();
      setPermission(answer);
      if (answer === 'denied') showToast(PUSH_TEXT.blocked);
      return answer;
    } catch (error) {
      showToast(error instanceof ApiError ? error.message : MESSAGES.fetchFailed);
      return pushPermission();
    } finally {
      setPending(false);
    }
  };

  return { permission, enable, pending };
}
