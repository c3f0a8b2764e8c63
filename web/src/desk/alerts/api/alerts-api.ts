import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  alertListReplySchema,
  alertSeenReplySchema,
  type AlertListReply,
  type AlertSeenReply,
} from '#common/contracts/desk-alerts.ts';
import { deskGet, deskPost } from '../../shared/desk-api.ts';

export const alertsKey = ['desk', 'alerts'] as const;

/** `GET /api/admin/alerts` (docs/reference/api.md#admin-alerts): the newest alerts and how many this member has not seen. */
export async function getAlerts(signal?: AbortSignal): Promise<AlertListReply> {
  return deskGet('/api/admin/alerts', alertListReplySchema, signal);
}

/** `POST /api/admin/alerts/:id/seen`. */
export async function postAlertSeen(alertId: number): Promise<AlertSeenReply> {
  return deskPost(`/api/admin/alerts/${alertId}/seen`, {}, alertSeenReplySchema);
}

/** `POST /api/admin/alerts/seen`: every alert up to `upTo`, the newest the list shows. */
export async function postAlertsSeen(upTo: number): Promise<AlertSeenReply> {
  return deskPost('/api/admin/alerts/seen', { upTo }, alertSeenReplySchema);
}

export function useAlerts(loggedIn: boolean) {
  return useQuery({ queryKey: alertsKey, queryFn: ({ signal }) => getAlerts(signal), enabled: loggedIn, retry: false });
}

/** The list as the server now counts it, the alerts up to `upTo` (or the one) shown seen at once. */
function markedSeen(queryClient: QueryClient, reply: AlertSeenReply, seen: (id: number) => boolean) {
  queryClient.setQueryData<AlertListReply>(
    alertsKey,
    (list) =>
      list && {
        unseen: reply.unseen,
        alerts: list.alerts.map((alert) => (seen(alert.id) ? { ...alert, seen: true } : alert)),
      },
  );
}

export function useMarkAlertSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postAlertSeen,
    onSuccess: (reply, alertId) => markedSeen(queryClient, reply, (id) => id === alertId),
  });
}

export function useMarkAllSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postAlertsSeen,
    onSuccess: (reply, upTo) => markedSeen(queryClient, reply, (id) => id <= upTo),
  });
}
