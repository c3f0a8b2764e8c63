import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '#common/constants.ts';
import {
  driverDevicesReplySchema,
  driverLinkReplySchema,
  type DriverDevice,
  type DriverLinkReply,
} from '#common/contracts/driver.ts';
import { driverListReplySchema } from '#common/contracts/desk-trips.ts';
import { deskGet, deskPost } from '../../shared/desk-api.ts';

const devicesKey = (driverId: number) => ['desk', 'drivers', 'devices', driverId] as const;

/**
 * `POST /api/admin/drivers/:id/sign-in-link` (docs/reference/api.md#admin-driver-sign-in): mails the driver a sign-in
 * link in the page's language; where it went and until when it works.
 */
export function postSignInLink(driverId: number, lang: Language, via: LinkWay = 'mail'): Promise<DriverLinkReply> {
  return deskPost(
    `/api/admin/drivers/${driverId}/sign-in-link`,
    via === 'sms' ? { lang, via } : { lang },
    driverLinkReplySchema,
  );
}

/** How a sign-in link goes: mailed, or texted to the driver's phone where the server has an SMS provider. */
export type LinkWay = 'mail' | 'sms';

/** Whether links can go by SMS here (`smsLinks` of `GET /api/admin/drivers`). */
export function useSmsLinks(): boolean {
  return (
    useQuery({
      queryKey: ['desk', 'drivers', 'smsLinks'],
      queryFn: async ({ signal }) =>
        (await deskGet('/api/admin/drivers?all=false', driverListReplySchema, signal)).smsLinks ?? false,
      staleTime: Infinity,
      retry: false,
    }).data ?? false
  );
}

export function useSendSignInLink() {
  return useMutation({
    mutationFn: ({ driverId, lang, via }: { driverId: number; lang: Language; via: LinkWay }) =>
      postSignInLink(driverId, lang, via),
  });
}

/** `GET /api/admin/drivers/:id/devices`: the driver's phones signed in, while `driverId` is not null. */
export function useDriverDevices(driverId: number | null) {
  return useQuery({
    queryKey: devicesKey(driverId ?? 0),
    queryFn: async ({ signal }) =>
      (await deskGet(`/api/admin/drivers/${driverId}/devices`, driverDevicesReplySchema, signal)).devices,
    enabled: driverId !== null,
    retry: false,
  });
}

/** `POST /api/admin/drivers/:id/devices/:deviceId/end`: the phone is signed out; the list as it is then. */
export function useEndDevice(driverId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (device: DriverDevice) =>
      (await deskPost(`/api/admin/drivers/${driverId}/devices/${device.id}/end`, {}, driverDevicesReplySchema)).devices,
    onSuccess: (devices) => queryClient.setQueryData(devicesKey(driverId), devices),
    onSettled: () => queryClient.invalidateQueries({ queryKey: devicesKey(driverId) }),
  });
}
