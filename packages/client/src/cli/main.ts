/** The `direct-connect` bin: runs one command line against the service and exits with its code. */
import { runCli } from './run-cli.js';

process.exitCode = await runCli(process.argv.slice(2), {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
  env: process.env,
});
