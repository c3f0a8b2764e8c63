import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { positionIntervalMs, positionSteps } from '#common/constants.ts';
import type { DriverJob } from '#common/contracts/driver.ts';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { driverErrorOf, driverKey } from '../../shared/driver-api.ts';
import { postPosition } from '../api/post-position.ts';
import { positionThrottle } from '../position-throttle.ts';

type Sharing = 'sharing' | 'denied' | 'unavailable';

/** The job whose car the customer sees: on the way or waiting at the pickup (docs/decisions/046-car-position.md). */
export function sharedJob(jobs: readonly DriverJob[] | undefined): DriverJob | undefined {
  return jobs?.find((job) => job.status === 'assigned' && (positionSteps as readonly string[]).includes(job.step));
}

/**
 * Sends the phone's position for the trip while it is given (the browser's `watchPosition`), at most one every
 * `positionIntervalMs`: a fix within that time waits and goes at its end, the newest one; when the phone reports no
 * move for that long, it is asked again (a car waiting still shows as now). Stops as soon as the trip is no longer
 * given, and after a refusal reads the jobs again (the step moved on elsewhere).
 */
function usePositionSharing(tripId: number | null): Sharing {
  const queryClient = useQueryClient();
  const [sharing, setSharing] = useState<Sharing>('sharing');
  const supported = 'geolocation' in navigator;
  useEffect(() => {
    if (tripId === null || !supported) return;
    const geolocation = navigator.geolocation;
    const throttle = positionThrottle<GeolocationPosition>(positionIntervalMs, (fix) => {
      postPosition(tripId, {
        lat: fix.coords.latitude,
        lng: fix.coords.longitude,
        accuracy: Math.min(Math.max(fix.coords.accuracy, 0), 100_000),
        at: new Date(Math.min(fix.timestamp, Date.now())).toISOString(),
      }).catch((error: unknown) => {
        const key = driverErrorOf(error);
        if (key === 'illegalStep' || key === 'jobNotFound')
          void queryClient.invalidateQueries({ queryKey: [...driverKey, 'jobs'] });
      });
    });
    const onFix = (fix: GeolocationPosition) => {
      setSharing('sharing');
      throttle.offer(fix);
    };
    const onError = (error: GeolocationPositionError) => {
      if (error.code === error.PERMISSION_DENIED) setSharing('denied');
      else if (error.code === error.POSITION_UNAVAILABLE) setSharing('unavailable');
    };
    const options = { enableHighAccuracy: true, maximumAge: positionIntervalMs / 2, timeout: 30_000 };
    const watch = geolocation.watchPosition(onFix, onError, options);
    const still = window.setInterval(() => {
      if (throttle.quiet()) geolocation.getCurrentPosition(onFix, onError, options);
    }, positionIntervalMs);
    return () => {
      throttle.stop();
      geolocation.clearWatch(watch);
      window.clearInterval(still);
    };
  }, [tripId, supported, queryClient]);
  return supported ? sharing : 'unavailable';
}

/** Says the location is shared (or why not) while a trip's car is shown to its customer, and shares it. */
export function PositionSharing({ jobs }: { jobs: readonly DriverJob[] | undefined }) {
  const { t } = useTranslation();
  const job = sharedJob(jobs);
  const sharing = usePositionSharing(job?.tripId ?? null);
  if (!job) return null;
  const text =
    sharing === 'denied'
      ? t('driverSharingOff')
      : sharing === 'unavailable'
        ? t('driverSharingNone')
        : t('driverSharing');
  return (
    <p className={`driver-sharing driver-sharing--${sharing}`} role="status">
      {text}
    </p>
  );
}
