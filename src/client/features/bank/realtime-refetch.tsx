import { useRealtimeRefetch } from './use-realtime-refetch';

/** Mounted in signed-in layouts: keeps their data fresh from the server's events. */
export function RealtimeRefetch() {
  useRealtimeRefetch();
  return null;
}
