import { Link, useParams } from 'react-router-dom';
import { cataloguePath } from '@shop/contracts/catalogue/catalogue-filter';
import { AccountScene } from '../../features/account/components/account-scene';
import { useDocumentTitle } from '../../lib/use-document-title';
import './outcome-route.css';

/** /failed/payment after a canceled payment; any other status is a canceled registration (spec §2). */
export function FailedRoute() {
  const { status } = useParams();
  const payment = status === 'payment';
  useDocumentTitle('Canceled');

  return (
    <AccountScene title={payment ? 'Payment is canceled' : 'registed is canceled'}>
      <Link className="button button--primary outcome-route__action" to={payment ? cataloguePath('all') : '/login'}>
        {payment ? 'See Products' : 'Go to LOGIN'}
      </Link>
    </AccountScene>
  );
}
