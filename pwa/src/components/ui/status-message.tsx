import type { ReactNode } from 'react';
import './status-message.css';

interface StatusMessageProps {
  title: string;
  detail?: string;
  tone?: 'calm' | 'problem';
  children?: ReactNode;
}

/** A friendly block for empty results, errors and loading, so a page is never blank. */
export function StatusMessage({ title, detail, tone = 'calm', children }: StatusMessageProps) {
  return (
    <div className={`status-message status-message--${tone}`} role={tone === 'problem' ? 'alert' : 'status'}>
      <p className="status-message__title">{title}</p>
      {detail && <p className="status-message__detail">{detail}</p>}
      {children}
    </div>
  );
}
