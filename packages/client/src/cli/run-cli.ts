/**
 * The `direct-connect` command line: each command is one or two calls of the client, its answer
 * printed for a person (tables, lines) or, with --json, as JSON on stdout. Refusals go to stderr
 * as the ErrorDetail's notifications with their field paths; exit code 1 for a refusal, 2 for a
 * usage error. The token is kept between commands in a private cache file (token-file.ts).
 * `modify` reads the stay first and sends it back whole with only the options given changed
 * (modify-request.ts).
 */
import { parseArgs } from 'node:util';
import type { DcReservation, DcReservationStay, ShopRequest } from '@direct-connect/validation';
import { createClient, type Client } from '../create-client.js';
import type { FetchFunction } from '../exchange.js';
import type { HeldReservation } from '../held-reservation.js';
import type { Outcome } from '../outcome.js';
import { failureText } from './failure-text.js';
import { negativeOptionValuesJoined } from './negative-option-values.js';
import { checkChanges, modifyRequestOf } from './modify-request.js';
import { addDays, agesOf, wholeNumber } from './option-values.js';
import { packageVersion } from './package-version.js';
import { formatTable, rateRows } from './rate-table.js';
import { tokenFile, tokenFilePath } from './token-file.js';
import { UsageError } from './usage-error.js';

/** Where the command line writes, and what it reads the environment from. */
export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
  env: Record<string, string | undefined>;
  fetch?: FetchFunction;
}

/** The base URL when neither --base-url nor DIRECT_CONNECT_BASE_URL is given: the local sandbox (`pnpm start`). */
export const DEFAULT_BASE_URL = 'http://localhost:8080/dc/v2';

export const USAGE = `Usage: direct-connect <command> [arguments] [options]

Commands:
  login                                check the credentials: request a new token (kept for the next commands)
  logout                               forget the kept token of this base URL and client id
  whoami                               who the token was issued to
  shop <PROP>... --arrive D (--nights N | --depart D) --adults N [--children N --ages 4,9] [--currency C] [--promo P]
                                       room rates of one or more properties, as a table
  book <PROP> <OFFER> --arrive D --nights N --adults N --first F --last L [guest and card options]
                                       book the shop offer (its booking code, e.g. KNGRAC)
  hold <PROP> <OFFER> ...              as book, holding the rooms unconfirmed: prints the session id
  confirm <CONF> --session ID          confirm a hold (of hold or modify --hold)
  release <CONF> --session ID          release a hold: no reservation, or the stay as it was
  read <CONF> [<GNR>]                  a stay, or every stay of the reservation
  modify <CONF> <GNR> [changes] [--hold] [--session ID]
                                       change a stay: it is read, and sent back whole with only the changes given
  cancel <CONF> <GNR>                  cancel a stay

Guest and card options of book and hold:
  --first, --last, --email, --country (default US), --city, --rooms (default 1), --comment,
  --guarantee (default CC), --card, --card-code, --expire MMYY, --cvv, --holder,
  --promo P (the promo code of a plan only a code opens, as the shop with --promo showed it)

Changes of modify (at least one):
  --arrive D (alone: moves the stay, keeping its nights), --nights N | --depart D, --adults N,
  --children N, --ages 4,9, --offer CODE (a shop's booking code: new room type and rate plan),
  --promo P (with --offer: the promo code of the new rate plan),
  --first, --last (another name is another guest: the stored one's contact data is not carried),
  --email, --country, --city, --comment (replaces the comments), --guarantee,
  --card with --card-code, --expire, --cvv, --holder (without --card the card on file is kept)
  --hold                hold the change unconfirmed: prints the session id for confirm or release
  --session ID          the stay has an open hold: commit it with these changes instead

Options:
  --base-url URL        or DIRECT_CONNECT_BASE_URL (default ${DEFAULT_BASE_URL})
  --client-id ID        or DIRECT_CONNECT_CLIENT_ID
  --client-secret S     or DIRECT_CONNECT_CLIENT_SECRET (prefer the variable: arguments are visible to other users)
  --json                machine output: the reply body as JSON
  --version, -V         the version of the command line
  --help

The token is kept until it expires in $XDG_CACHE_HOME/direct-connect/tokens.json (else
~/.cache/...; mode 0600; never the secret). DIRECT_CONNECT_TOKEN_CACHE=off: a new token per command.`;

const OPTIONS = {
  'base-url': { type: 'string' }, 'client-id': { type: 'string' }, 'client-secret': { type: 'string' },
  json: { type: 'boolean' }, help: { type: 'boolean' },
  arrive: { type: 'string' }, depart: { type: 'string' }, nights: { type: 'string' }, adults: { type: 'string' },
  children: { type: 'string' }, ages: { type: 'string' }, currency: { type: 'string' }, rooms: { type: 'string' },
  first: { type: 'string' }, last: { type: 'string' }, email: { type: 'string' }, country: { type: 'string' }, city: { type: 'string' },
  comment: { type: 'string' }, guarantee: { type: 'string' }, card: { type: 'string' }, 'card-code': { type: 'string' },
  expire: { type: 'string' }, cvv: { type: 'string' }, holder: { type: 'string' }, session: { type: 'string' },
  offer: { type: 'string' }, promo: { type: 'string' }, hold: { type: 'boolean' }, version: { type: 'boolean', short: 'V' },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>['values'];

/** A count option as a number (the validators name a bad value; a non-number is a usage error). */
function count(values: Values, name: 'nights' | 'adults' | 'children' | 'rooms', fallback?: number): number | undefined {
  return wholeNumber(name, values[name]) ?? fallback;
}

/** Stay dates and occupancy from --arrive, --nights or --depart, --adults, --children, --ages. */
function stayOf(values: Values) {
  if (values.arrive === undefined) throw new UsageError('--arrive is required');
  const nights = count(values, 'nights');
  const departureDate = values.depart ?? (nights === undefined ? undefined : addDays(values.arrive, nights));
  if (departureDate === undefined) throw new UsageError('--nights or --depart is required');
  const ages = agesOf(values.ages);
  const numChildren = count(values, 'children') ?? ages?.length;
  return {
    arrivalDate: values.arrive,
    departureDate,
    numAdults: count(values, 'adults', 1)!,
    ...(numChildren !== undefined ? { numChildren } : {}),
    ...(ages ? { childAges: ages } : {}),
  };
}

/** The create request of `book` and `hold`: the offer's booking code, the guest and the guarantee. */
function reservationOf(propCode: string, bookingCode: string, values: Values): DcReservation {
  if (values.first === undefined || values.last === undefined) throw new UsageError('--first and --last (the guest name) are required');
  const card = values.card === undefined ? undefined : {
    cardNumber: values.card,
    ...(values['card-code'] !== undefined ? { cardCode: values['card-code'] } : {}),
    ...(values.expire !== undefined ? { cardExpireDate: values.expire } : {}),
    ...(values.cvv !== undefined ? { cvv: values.cvv } : {}),
    cardHolderName: values.holder ?? `${values.first} ${values.last}`,
  };
  const rooms = count(values, 'rooms', 1)!;
  const roomStay = { ...stayOf(values), bookingCode, ...(values.promo !== undefined ? { promoCode: values.promo } : {}) };
  return {
    propCode,
    roomStays: Array.from({ length: rooms }, () => ({ ...roomStay })),
    guest: {
      name: { firstName: values.first, lastName: values.last },
      addresses: [{ addressType: 'home', country: values.country ?? 'US', ...(values.city !== undefined ? { city: values.city } : {}) }],
      ...(values.email !== undefined ? { emails: [{ emailAddress: values.email, emailType: 'home' }] } : {}),
    },
    guarantee: { guarMethodCode: values.guarantee ?? 'CC', ...(card ? { paymentCard: card } : {}) },
    ...(values.comment !== undefined ? { comments: [values.comment] } : {}),
  };
}

/** One line per stay: confirmation and GNR numbers, status, dates, room, total. */
function stayLines(stays: readonly DcReservationStay[]): string {
  return formatTable([
    ['conf', 'gnr', 'status', 'arrive', 'depart', 'room', 'rate plan', 'total', 'currency'],
    ...stays.map((s) => [
      s.confNumber ?? '', String(s.gnrNumber ?? ''), s.resStatus ?? '', s.arrivalDate ?? '', s.departureDate ?? '',
      s.roomType?.roomTypeCode ?? '', s.ratePlan?.ratePlanCode ?? '',
      s.cost?.amountAfterTax === undefined ? '' : String(s.cost.amountAfterTax), s.cost?.currencyCode ?? '',
    ]),
  ]);
}

/** Positional argument `index` of the command, or a usage error naming it. */
function positional(positionals: readonly string[], index: number, name: string): string {
  const value = positionals[index];
  if (value === undefined) throw new UsageError(`missing ${name}`);
  return value;
}

function gnrOf(text: string): number {
  if (!/^[0-9]+$/.test(text)) throw new UsageError(`GNR ${text}: expected a number`);
  return Number(text);
}

/** What a command printed and its exit code. */
type Printed = { outcome: Outcome<unknown>; text?: (value: never) => string };

/** A hold as `hold` and `modify --hold` print it: the commands that end it, and the held stays (--json: confNumber, sessionId, stays). */
function heldPrinted(held: Outcome<HeldReservation>): Printed {
  if (!held.ok) return { outcome: held };
  const { confNumber, sessionId, stays } = held.value;
  return {
    outcome: { ...held, value: { confNumber, sessionId, stays } },
    text: () => `held (unconfirmed): confirm with\n  direct-connect confirm ${confNumber} --session ${sessionId}\nor release with\n  direct-connect release ${confNumber} --session ${sessionId}\n${stayLines(stays)}`,
  };
}

/** `modify`: the stay is read, sent back whole with the options given applied, and printed as `read` prints it. */
async function modify(client: Client, args: readonly string[], values: Values): Promise<Printed> {
  const confNumber = positional(args, 0, 'confirmation number');
  const gnrNumber = gnrOf(positional(args, 1, 'GNR number'));
  const foreign = (['rooms', 'currency'] as const).find((name) => values[name] !== undefined);
  if (foreign !== undefined) throw new UsageError(`--${foreign} is not an option of modify (a modify changes one stay)`);
  if (values.hold && values.session !== undefined) throw new UsageError('--hold and --session together: confirm or release the open hold first, then hold the new change');
  checkChanges(values);
  const read = await client.read(confNumber, gnrNumber);
  if (!read.ok) return { outcome: read };
  const request = modifyRequestOf(read.value, values);
  if (values.hold) return heldPrinted(await client.hold(request, { confNumber, gnrNumber }));
  return {
    outcome: await client.modify(confNumber, gnrNumber, request, values.session !== undefined ? { sessionId: values.session } : {}),
    text: (stay: DcReservationStay) => `modified\n${stayLines([stay])}`,
  };
}

async function command(client: Client, name: string, args: readonly string[], values: Values, kept: string): Promise<Printed> {
  switch (name) {
    case 'login': {
      const token = await client.token();
      if (!token.ok) return { outcome: token };
      const who = await client.whoAmI();
      return {
        outcome: who.ok ? { ...who, value: { clientId: values['client-id'], ...who.value } } : token.ok ? { ...token, value: { loggedIn: true } } : token,
        text: () => `logged in: the credentials were accepted (${kept})`,
      };
    }
    case 'whoami':
      return { outcome: await client.whoAmI(), text: (who: Record<string, unknown>) => Object.entries(who).map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(', ') : String(v)}`).join('\n') };
    case 'shop': {
      if (args.length === 0) throw new UsageError('shop needs at least one property code');
      const request: ShopRequest = {
        ...stayOf(values), props: args.map((propCode) => ({ propCode })),
        ...(values.currency ? { displayCurrency: values.currency } : {}), ...(values.promo !== undefined ? { promoCode: values.promo } : {}),
      };
      return { outcome: await client.shop(request), text: (results: Parameters<typeof rateRows>[0]) => formatTable(rateRows(results)) };
    }
    case 'book':
      return {
        outcome: await client.createReservation(reservationOf(positional(args, 0, 'property code'), positional(args, 1, 'offer (booking code)'), values)),
        text: (stays: DcReservationStay[]) => `booked\n${stayLines(stays)}`,
      };
    case 'hold':
      return heldPrinted(await client.hold(reservationOf(positional(args, 0, 'property code'), positional(args, 1, 'offer (booking code)'), values)));
    case 'confirm':
    case 'release': {
      const confNumber = positional(args, 0, 'confirmation number');
      if (values.session === undefined) throw new UsageError(`${name} needs --session (the session id printed by hold)`);
      const outcome = name === 'confirm' ? await client.confirm(confNumber, values.session) : await client.release(confNumber, values.session);
      return { outcome: outcome.ok ? { ...outcome, value: { confNumber, [name === 'confirm' ? 'confirmed' : 'released']: true } } : outcome, text: () => `${name === 'confirm' ? 'confirmed' : 'released'} ${confNumber}` };
    }
    case 'read': {
      const confNumber = positional(args, 0, 'confirmation number');
      const gnr = args[1];
      if (gnr === undefined) return { outcome: await client.retrieve(confNumber), text: (stays: DcReservationStay[]) => stayLines(stays) };
      return { outcome: await client.read(confNumber, gnrOf(gnr)), text: (stay: DcReservationStay) => stayLines([stay]) };
    }
    case 'modify':
      return modify(client, args, values);
    case 'cancel': {
      const confNumber = positional(args, 0, 'confirmation number');
      return { outcome: await client.cancel(confNumber, gnrOf(positional(args, 1, 'GNR number'))), text: (reply: { cxlNumber?: string }) => `cancelled: cancellation number ${reply.cxlNumber ?? '(none)'}` };
    }
    default:
      throw new UsageError(`unknown command ${JSON.stringify(name)}`);
  }
}

/** A line naming what parseArgs refused: an unknown option, or an option without its value. */
function argumentProblem(error: Error & { code?: string }): string {
  const option = /'(-[^' ]+)/.exec(error.message)?.[1];
  if (option !== undefined && error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `unknown option ${option}`;
  if (option !== undefined && error.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') return `option ${option} needs a value`;
  return error.message;
}

/** Runs one command line (`argv` without node and the script); resolves to the exit code. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: negativeOptionValuesJoined(argv, OPTIONS), options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    io.err(`${argumentProblem(error as Error & { code?: string })}\n(direct-connect --help for usage)`);
    return 2;
  }
  const { values, positionals } = parsed;
  const [name, ...args] = positionals;
  if (values.help || name === 'help') {
    io.out(USAGE);
    return 0;
  }
  if (values.version) {
    io.out(packageVersion());
    return 0;
  }
  if (name === undefined) {
    io.err(USAGE);
    return 2;
  }
  const clientId = values['client-id'] ?? io.env.DIRECT_CONNECT_CLIENT_ID;
  const clientSecret = values['client-secret'] ?? io.env.DIRECT_CONNECT_CLIENT_SECRET;
  const baseUrl = values['base-url'] ?? io.env.DIRECT_CONNECT_BASE_URL ?? DEFAULT_BASE_URL;
  const file = tokenFilePath(io.env);
  if (name === 'logout') {
    if (!clientId) {
      io.err('no client id: set DIRECT_CONNECT_CLIENT_ID (or --client-id)');
      return 2;
    }
    const forgotten = file !== undefined && tokenFile(file, baseUrl, clientId).forget();
    io.out(values.json ? JSON.stringify({ loggedOut: true, forgotten }) : forgotten ? `logged out: the token of ${clientId} at ${baseUrl} is forgotten` : `no token of ${clientId} at ${baseUrl} was kept`);
    return 0;
  }
  if (!clientId || !clientSecret) {
    io.err('no credentials: set DIRECT_CONNECT_CLIENT_ID and DIRECT_CONNECT_CLIENT_SECRET (or --client-id and --client-secret)');
    return 2;
  }
  try {
    const store = file === undefined ? undefined : tokenFile(file, baseUrl, clientId);
    const client = createClient({
      baseUrl,
      clientId,
      clientSecret,
      ...(io.fetch ? { fetch: io.fetch } : {}),
      // login checks the credentials: it asks for a new token whatever is kept, and keeps it
      ...(store ? { tokenStore: name === 'login' ? { load: () => undefined, save: store.save } : store } : {}),
    });
    const kept = file === undefined ? 'the token is not kept: DIRECT_CONNECT_TOKEN_CACHE=off' : `the token is kept for the next commands in ${file}`;
    const { outcome, text } = await command(client, name, args, { ...values, 'client-id': clientId }, kept);
    if (!outcome.ok) {
      if (values.json) io.out(JSON.stringify(outcome, (k, v) => (k === 'cause' ? String(v) : v), 2));
      io.err(failureText(outcome));
      return 1;
    }
    io.out(values.json ? JSON.stringify(outcome.value, null, 2) : text ? text(outcome.value as never) : JSON.stringify(outcome.value, null, 2));
    return 0;
  } catch (error) {
    if (error instanceof UsageError || error instanceof TypeError) {
      io.err(`${error.message}\n(direct-connect --help for usage)`);
      return 2;
    }
    throw error;
  }
}
