/*
 * The driver's service worker (web/public/driver/sw.js, docs/decisions/045-driver-offline-and-push.md): registered by
 * the driver's frame, scope `/driver`, so no customer's or desk's page ever has one.
 */

export const driverWorkerUrl = '/driver/sw.js';
export const driverScope = '/driver';

/** Whether this browser runs service workers here (not in every private mode, and only on https or localhost). */
export const workersSupported = (): boolean => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/**
 * Registers the worker and hands it what this page loaded (the page itself and the build's files), which it keeps:
 * the first visit's files came before the worker existed, and the page must open offline from the next one on.
 */
export async function registerDriverWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!workersSupported()) return undefined;
  try {
    const registration = await navigator.serviceWorker.register(driverWorkerUrl, { scope: driverScope });
    const ready = await navigator.serviceWorker.ready;
    const assets = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
      .map((url) => url.pathname);
    ready.active?.postMessage({ type: 'keep', page: location.pathname, assets });
    return registration;
  } catch (error) {
    console.warn('The driver’s service worker did not register', error);
    return undefined;
  }
}

/** The worker's registration once it is active (the push subscription lives there); undefined without one. */
export async function driverRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!workersSupported()) return undefined;
  return (await navigator.serviceWorker.getRegistration(driverScope)) ?? (await registerDriverWorker());
}
