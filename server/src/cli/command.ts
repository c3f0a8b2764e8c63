/** One `npm run cli -- <name>` command. */
export interface Command {
  /** "import [--force] [--from <folder>]" */
  usage: string;
  summary: string;
  /** Answers the process exit code. */
  run(args: string[]): Promise<number>;
}
