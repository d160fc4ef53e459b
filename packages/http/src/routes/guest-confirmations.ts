/**
 * Sends the guest confirmation a transition owes (hotel's `GuestConfirmation`: a request with
 * `sendConfirmation: true`) once its change is stored, through the embedder's
 * `GuestConfirmations` port. Without one, the service logs it at info (`guest confirmation
 * requested`: the event, confNumber, gnrNumbers, propCode and languageCode, never a guest
 * detail), for the deployment's mail or property system to pick up. A port that fails is logged
 * (warn) and does not change the reply: the reservation is made.
 */
import type { Context } from 'hono';
import type { Logger } from 'pino';
import type { GuestConfirmation, GuestConfirmations, Transition } from '@direct-connect/hotel';
import type { AppEnv } from '../app-env.js';

/** What sending needs: the port (optional) and the logger (optional: routes used alone log nothing). */
export interface GuestConfirmationDeps {
  /** The embedder's port; default: a log line. */
  confirmations?: GuestConfirmations;
  logger?: Logger;
}

/**
 * A transition wrapped so that the last one computed (the one the store applied, after any
 * retries) is kept: `owed()` is its confirmation, if any.
 */
export function keptTransition<Args extends unknown[], Value>(transition: (...args: Args) => Transition<Value> | Promise<Transition<Value>>) {
  let last: Transition<Value> | undefined;
  return {
    transition: async (...args: Args) => (last = await transition(...args)),
    owed: (): GuestConfirmation | undefined => (last?.ok ? last.confirmation : undefined),
  };
}

/** Sends `confirmation` (when one is owed) through the port, or logs it. Never throws. */
export async function sendGuestConfirmation(deps: GuestConfirmationDeps, c: Context<AppEnv>, confirmation: GuestConfirmation | undefined): Promise<void> {
  if (confirmation === undefined) return;
  const reqId = c.get('requestId');
  if (deps.confirmations === undefined) {
    deps.logger?.info({ reqId, confirmation }, 'guest confirmation requested');
    return;
  }
  try {
    await deps.confirmations.send(confirmation);
  } catch (error) {
    deps.logger?.warn({ reqId, confNumber: confirmation.confNumber, event: confirmation.event, err: { type: (error as Error)?.name, message: (error as Error)?.message } }, 'guest confirmation not sent');
  }
}
