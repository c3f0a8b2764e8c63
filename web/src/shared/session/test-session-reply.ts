import type { LoginResp } from '#common/contracts/login-resp.ts';

/** A login reply as the app reads it for a logged-in customer of the zakelijk tenant, without the configuration. */
export const sessionReply = (username: string): LoginResp => ({
  error: '',
  message: '',
  require_login: true,
  username,
  client: 'zakelijk',
  klantUrl: 'https://www.noordvervoer.example/',
  loginResp: {
    username,
    klantNr: 7,
    orderId: null,
    orderHash: '',
    ritten: [],
    tours: [],
    scpars: {
      requiresLogin: true,
      hideDestination: false,
      hideTime: false,
      showDirection: true,
      clientLanguage: null,
      cancellationCutoffHours: 2,
      passwordResetUrl: '',
      showCreateAccountLink: true,
      createAccountUrl: '',
    },
    telefoonnummer: '+31501234567',
    error: '',
    xmlerrors: [],
  },
});
