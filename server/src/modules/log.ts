/** What a service logs through: the app's logger (pino) in the server, the CLI's own when it runs the service. */
export interface ServiceLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}
