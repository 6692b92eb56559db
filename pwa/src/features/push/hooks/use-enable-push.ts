import { useMutation } from '@tanstack/react-query';
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
  const subscribe = useMutation({
    mutationFn: enablePushOnThisDevice,
    onSuccess: (answer) => {
      setPermission(answer);
      if (answer === 'denied') showToast(PUSH_TEXT.blocked);
    },
    // Asking the browser can fail too (a DOMException from the push service), not only the shop's call.
    onError: (error: unknown) => showToast(error instanceof ApiError ? error.message : MESSAGES.fetchFailed),
  });

  /** Settles once the device is subscribed or could not be; the failure is already told. */
  const enable = () =>
    subscribe.mutateAsync().then(
      () => undefined,
      () => undefined,
    );

  return { permission, enable, pending: subscribe.isPending };
}
