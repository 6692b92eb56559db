import { useNavigate } from 'react-router-dom';
import { BusyButton } from '../../../components/ui/busy-button';
import { useToast } from '../../../components/ui/use-toast';
import { readStoredEmail } from '../../../offline/session-store';
import { useStoredEmail } from '../../../offline/use-stored-email';
import { useRequestBackInStock } from '../api/request-back-in-stock';
import { useEnablePush } from '../hooks/use-enable-push';
import { PUSH_TEXT } from '../push-text';
import './notify-me-button.css';

interface NotifyMeButtonProps {
  productId: string;
  subType: string;
}

/** On a sold-out sub-type: asks for notifications (the reason is plain here) and asks the shop to say when it is back. */
export function NotifyMeButton({ productId, subType }: NotifyMeButtonProps) {
  const email = useStoredEmail();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const push = useEnablePush();
  const request = useRequestBackInStock();

  const notifyMe = async () => {
    // A tap before the stored session has been read (just after the app took over) asks for it then.
    if (!(email === undefined ? await readStoredEmail() : email)) {
      showToast(PUSH_TEXT.logInFirst, { forNextPage: true });
      void navigate('/login');
      return;
    }
    await push.enable();
    request.mutate({ proID: productId, subType });
  };

  return (
    <BusyButton
      className="button button--soft notify-me-button"
      busy={push.pending || request.isPending}
      aria-label={PUSH_TEXT.notifyMeLabel(subType)}
      onClick={notifyMe}
    >
      {PUSH_TEXT.notifyMe}
    </BusyButton>
  );
}
