import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/use-document-title';

export function PolicyRoute() {
  useDocumentTitle('Policy');
  return (
    <div className="page">
      <h1 className="visually-hidden">Policy</h1>
      <Link className="button button--soft" to="/main">
        ← Back
      </Link>
    </div>
  );
}
