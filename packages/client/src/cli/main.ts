/** The `direct-connect` bin: runs one command line against the service and exits with its code. */
import { runCli } from './run-cli.js';

// A reader that stops early (`| head`) closes the pipe: what is left has nowhere to go, and the
// command ends quietly, as Unix tools do, instead of dying on an unhandled EPIPE error event.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(process.exitCode ?? 0);
});

process.exitCode = await runCli(process.argv.slice(2), {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
  env: process.env,
});
