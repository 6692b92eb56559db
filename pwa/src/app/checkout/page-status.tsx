import type { ComponentProps } from 'react';
import { StatusMessage } from '../../components/ui/status-message';

/** A whole page saying what is happening instead of the screen: loading, offline, a problem. */
export function PageStatus(props: ComponentProps<typeof StatusMessage>) {
  return (
    <div className="page">
      <StatusMessage {...props} />
    </div>
  );
}
