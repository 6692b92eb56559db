import { StatusMessage } from '../../components/ui/status-message';

export function RouteLoading() {
  return (
    <div className="page">
      <StatusMessage title="Loading…" />
    </div>
  );
}
