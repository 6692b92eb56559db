import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/use-document-title';

interface AdminPageProps {
  title: string;
  /** A link back to the list the page was opened from. */
  back?: { to: string; label: string };
  children?: ReactNode;
}

/** The frame of every admin screen: its title (also the document title) and an optional way back. */
export function AdminPage({ title, back, children }: AdminPageProps) {
  useDocumentTitle(title);
  return (
    <div className="page">
      <header className="admin-page__header">
        {back && (
          <Link className="admin-page__back" to={back.to}>
            ← {back.label}
          </Link>
        )}
        <h1 className="admin-page__title">{title}</h1>
      </header>
      {children}
    </div>
  );
}
