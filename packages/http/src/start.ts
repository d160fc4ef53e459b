#!/usr/bin/env node
/**
 * `pnpm start`: serves the API with the embedded store, the demo catalog and the demo
 * credentials unless the environment says otherwise (README, "Configuration"). Prints the base
 * URL and a curl line that gets a token; SIGTERM or SIGINT shut it down gracefully.
 */
import { ConfigError, loadConfig } from './config.js';
import { DEMO_CLIENT_ID } from './credentials.js';
import { startService } from './service.js';

let config;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(2);
}

try {
  const service = await startService(config);
  const demo = config.credentialsFile === undefined;
  console.error(
    [
      '',
      `direct-connect API: ${service.baseUrl}   (docs: ${service.origin}/docs)`,
      demo ? 'get a token with the demo credentials:' : 'get a token:',
      `  curl -s -X POST ${service.baseUrl}/realms/applications/token -H 'Content-Type: application/json' -d '{"client_id":"${demo ? DEMO_CLIENT_ID : '<client id>'}","client_secret":"${demo ? 'demo-secret' : '<client secret>'}"}'`,
      '',
    ].join('\n'),
  );
  const stop = (signal: string) => {
    service.logger.info({ signal }, 'shutting down');
    service.close().then(
      () => process.exit(0),
      (error: unknown) => {
        service.logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
} catch (error) {
  console.error(`cannot start: ${(error as Error).message}`);
  process.exit(1);
}
