import type { DriverJob, DriverMove } from '#common/contracts/driver.ts';

/** Where a navigation app goes: the stop's coordinates when known, else its address as the customer gave it. */
export function mapLinks(point: DriverJob['fromPoint'], text: string): { geo: string; google: string; apple: string } {
  const where = point ? `${point.lat},${point.lng}` : text;
  const query = encodeURIComponent(where);
  return {
    // The phone's own choice of map app (Android); the label is the address.
    geo: point ? `geo:${where}?q=${where}(${encodeURIComponent(text)})` : `geo:0,0?q=${query}`,
    google: `https://www.google.com/maps/dir/?api=1&destination=${query}`,
    apple: `https://maps.apple.com/?daddr=${query}`,
  };
}

/** What the driver can do with a job now (docs/reference/states.md#driver-steps), in the order the buttons show. */
export type JobAction = 'accept' | 'decline' | DriverMove;

export function actionsOf(job: Pick<DriverJob, 'status' | 'step'>): JobAction[] {
  if (job.status !== 'assigned') return [];
  switch (job.step) {
    case '':
      return ['accept', 'decline'];
    case 'accepted':
      return ['on_the_way'];
    case 'on_the_way':
      return ['arrived'];
    case 'arrived':
      return ['on_board', 'no_show'];
    case 'on_board':
      return ['done'];
  }
}

/** Whether a no-show may be recorded now: after the free waiting time the server named. */
export const noShowOpen = (job: Pick<DriverJob, 'noShowFrom'>, now: Date): boolean =>
  job.noShowFrom !== null && now.getTime() >= new Date(job.noShowFrom).getTime();

/** The jobs by their day (`YYYY-MM-DD`), in the order they came (by pickup). */
export function byDay(jobs: readonly DriverJob[]): Array<{ day: string; jobs: DriverJob[] }> {
  const days: Array<{ day: string; jobs: DriverJob[] }> = [];
  for (const job of jobs) {
    const day = job.datetime.slice(0, 10);
    const last = days.at(-1);
    if (last?.day === day) last.jobs.push(job);
    else days.push({ day, jobs: [job] });
  }
  return days;
}
