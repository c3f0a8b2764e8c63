import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDeskEvent } from '../../shared/desk-events.ts';
import { boardTripsKey } from '../api/get-trips.ts';

/**
 * The board's part of the desk's event stream (docs/reference/api.md#admin-events): a created or changed trip makes
 * the board's lists stale, and `onBooked` hears of a booking whose order is paid or booked (the row's highlight).
 */
export function useBoardEvents(onBooked: (tripId: number) => void): void {
  const queryClient = useQueryClient();
  useDeskEvent(
    useCallback(
      (event) => {
        if (event.type === 'alertRaised') return;
        void queryClient.invalidateQueries({ queryKey: boardTripsKey });
        if (event.type === 'tripCreated' && (event.orderStatus === 'paid' || event.orderStatus === 'booked'))
          onBooked(event.tripId);
      },
      [queryClient, onBooked],
    ),
  );
}
