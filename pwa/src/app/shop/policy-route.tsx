import { Link } from 'react-router-dom';
import { usePolicies } from '../../features/policies/api/get-policies';
import { PolicyTexts } from '../../features/policies/components/policy-texts';
import { useDocumentTitle } from '../../lib/use-document-title';

export function PolicyRoute() {
  useDocumentTitle('Policy');
  const policies = usePolicies();
  return (
    <div className="page">
      <h1 className="visually-hidden">Policy</h1>
      <Link className="button button--soft" to="/main">
        ← Back
      </Link>
      {policies.data && <PolicyTexts policies={policies.data} />}
      {policies.status === 'error' && !policies.data && <p role="alert">The policies could not be loaded.</p>}
    </div>
  );
}
