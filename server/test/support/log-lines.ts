/** A log that keeps its lines, for a test to read what a service logged (warnings and information). */
export function logLines() {
  const lines: { level: string; message: string }[] = [];
  return {
    lines,
    log: {
      warn: (_details: object, message: string) => lines.push({ level: 'warn', message }),
      info: (_details: object, message: string) => lines.push({ level: 'info', message }),
    },
  };
}
