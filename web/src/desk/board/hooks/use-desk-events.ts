import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { deskEventSchema } from '#common/contracts/desk-trips.ts';
import { deskSessionKey } from '../../shared/desk-session.ts';
import { boardTripsKey } from '../api/get-trips.ts';

/**
 * Follows the desk's event stream, `GET /api/admin/events` (docs/reference/api.md#admin-events): a created or changed
 * trip makes the board's lists stale, and `onBooked` hears of a booking whose order is paid or booked (the new
 * booking's notice). EventSource reconnects by itself; when it gives up (a 401: the session ended) the session is read
 * again, and the desk's frame goes to the login when there is none.
 */
export function useDeskEvents(onBooked: (tripId: number) => void): void {
  const queryClient = useQueryClient();
  const onBookedRef = useRef(onBooked);
  useEffect(() => {
    onBookedRef.current = onBooked;
  }, [onBooked]);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/admin/events');
    const follow = (message: MessageEvent<string>) => {
      let data: unknown;
      try {
        data = { type: message.type, ...(JSON.parse(message.data) as object) };
      } catch {
        return;
      }
      const event = deskEventSchema.safeParse(data);
      if (!event.success) return;
      void queryClient.invalidateQueries({ queryKey: boardTripsKey });
      if (
        event.data.type === 'tripCreated' &&
        (event.data.orderStatus === 'paid' || event.data.orderStatus === 'booked')
      ) {
        onBookedRef.current(event.data.tripId);
      }
    };
    const stopped = () => {
      if (source.readyState === EventSource.CLOSED) void queryClient.invalidateQueries({ queryKey: deskSessionKey });
    };
    source.addEventListener('tripCreated', follow);
    source.addEventListener('tripChanged', follow);
    source.addEventListener('error', stopped);
    return () => source.close();
  }, [queryClient]);
}
