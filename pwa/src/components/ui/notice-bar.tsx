import type { ReactNode } from 'react';
import './notice-bar.css';

/** A slim bar pinned under the navigation for app-wide notices (offline, new version). */
export function NoticeBar({ tone, children }: { tone: 'info' | 'update'; children: ReactNode }) {
  return (
    <div className={`notice-bar notice-bar--${tone}`} role="status">
      {children}
    </div>
  );
}
