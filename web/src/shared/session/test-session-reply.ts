import type { LoginResp } from '#common/contracts/login-resp.ts';

/** A login reply as the server gives it for a logged-in customer, without the configuration. */
export const sessionReply = (username: string): LoginResp => ({
  error: '',
  message: '',
  require_login: true,
  username,
  client: 'zakelijk',
  klantUrl: '',
  loginResp: {
    username,
    klantNr: 7,
    orderId: null,
    orderHash: '',
    ritten: [],
    tours: [],
    scpars: { cp4: 'N', cp47: '2', cp52: 'J', cp54: '', cp55: 'N', cp56: '', cp57: '2', cp60: 'J', cp61: '' },
    telefoonnummer: '+31501234567',
    error: '',
    xmlerrors: [],
  },
});
