import { driverMeReplySchema, type DriverMeReply } from '#common/contracts/driver.ts';
import { driverPost } from '../../shared/driver-api.ts';

/** `POST /api/driver/sign-in` (docs/reference/api.md#driver-sign-in): the link's token makes this phone's session. */
export function postSignIn(token: string): Promise<DriverMeReply> {
  return driverPost('/api/driver/sign-in', { token }, driverMeReplySchema);
}
