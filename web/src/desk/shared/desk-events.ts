import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { deskEventSchema, type DeskEvent } from '#common/contracts/desk-trips.ts';
import { deskSessionKey } from './desk-session.ts';

type DeskEventListener = (event: DeskEvent) => void;

/** The pages' listeners of the one stream the desk's frame holds open. */
const listeners = new Set<DeskEventListener>();

/** The event names of the stream (docs/reference/api.md#admin-events). */
const eventTypes = deskEventSchema.options.map((option) => option.shape.type.value);

/**
 * Follows the desk's event stream, `GET /api/admin/events`, while a member is logged in: one stream for every desk
 * page (the frame holds it), whose events go to each page's `useDeskEvent`. EventSource reconnects by itself; when it
 * gives up (a 401: the session ended) the session is read again, and the desk's frame goes to the login when there is
 * none.
 */
export function useDeskEventStream(loggedIn: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!loggedIn || typeof EventSource === 'undefined') return;
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
      for (const listener of listeners) listener(event.data);
    };
    const stopped = () => {
      if (source.readyState === EventSource.CLOSED) void queryClient.invalidateQueries({ queryKey: deskSessionKey });
    };
    for (const type of eventTypes) source.addEventListener(type, follow);
    source.addEventListener('error', stopped);
    return () => source.close();
  }, [loggedIn, queryClient]);
}

/** Hears every event of the desk's stream while the component is mounted; the latest `listener` is called. */
export function useDeskEvent(listener: DeskEventListener): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  }, [listener]);
  useEffect(() => {
    const hear: DeskEventListener = (event) => latest.current(event);
    listeners.add(hear);
    return () => {
      listeners.delete(hear);
    };
  }, []);
}
