import { lazy, Suspense } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { cataloguePath } from '@shop/contracts/catalogue/catalogue-filter';
import { AccountScene } from '../../features/account/components/account-scene';
import { PaidOrderLink } from '../../features/orders/components/paid-order-link';
import { useDocumentTitle } from '../../lib/use-document-title';
import './outcome-route.css';

const SUCCESSES: Record<string, { done: string; action: { label: string; to: string } }> = {
  register: { done: 'registed', action: { label: 'Go to LOGIN', to: '/login' } },
  login: { done: 'login', action: { label: 'See Products', to: cataloguePath('all') } },
  success_pay: { done: 'paid', action: { label: 'See Products', to: cataloguePath('all') } },
};

// After a paid order the offer of notifications explains itself (its shipping news); loaded only then.
const OrderPushOffer = lazy(() =>
  import('../../features/push/components/order-push-offer').then((module) => ({ default: module.OrderPushOffer })),
);

/** /success/{register | login | success_pay}, worded as spec §2 has it. */
export function SuccessRoute() {
  const { status = '' } = useParams();
  const success = Object.hasOwn(SUCCESSES, status) ? SUCCESSES[status] : undefined;
  useDocumentTitle('Success');
  if (!success) return <Navigate to="/main" replace />;

  return (
    <AccountScene title={`Congratulations, You successfully ${success.done}`}>
      <Link className="button button--primary outcome-route__action" to={success.action.to}>
        {success.action.label}
      </Link>
      {status === 'success_pay' && (
        <>
          <PaidOrderLink />
          <Suspense fallback={null}>
            <OrderPushOffer />
          </Suspense>
        </>
      )}
    </AccountScene>
  );
}
