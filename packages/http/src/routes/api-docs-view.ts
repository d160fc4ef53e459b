/**
 * The OpenAPI document as the /docs page shows it (served at /docs/openapi.json; /openapi.json
 * stays the validation package's document for tools). Three changes, none to a schema:
 * - the tables of `info.description` (the notification codes) move to `x-error-codes`, which the
 *   page renders in a collapsed section after the operations, so the operations come first;
 * - the demo credentials are named in the description when this service accepts them;
 * - "Try it out" gets working request examples: a request body, or a path parameter, without an
 *   example of its own in the document gets one here, dated from today (stays 30 days ahead),
 *   for the demo catalog and the demo credentials.
 */

/** The demo credential of the embedded default (DESIGN: refused when NODE_ENV=production). */
export const DEMO_CREDENTIAL = { clientId: 'demo-partner', clientSecret: 'demo-secret' } as const;

/** What the page needs to know about this service. */
export interface DocsViewOptions {
  /** This service's base path (the page's "servers"). */
  basePath: string;
  /** Today, YYYY-MM-DD: the examples' stays begin 30 days later. */
  today: string;
  /** Whether the demo credential gets a token here (not in production, staging environment). */
  demoCredentialAccepted: boolean;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Request body examples by operation (`METHOD path` as in the document), for the demo catalog. */
export function requestExamples(today: string, demoCredentialAccepted: boolean): Record<string, unknown> {
  const arrivalDate = addDays(today, 30);
  const departureDate = addDays(today, 32);
  const stay = { arrivalDate, departureDate, numAdults: 2 };
  const reservation = {
    propCode: 'NYCDC',
    roomStays: [{ ...stay, roomTypeCode: 'KNG', ratePlanCode: 'RAC' }],
    guest: {
      name: { firstName: 'Ada', lastName: 'Lovelace' },
      addresses: [{ addressType: 'home', city: 'London', country: 'GB' }],
    },
    guarantee: { guarMethodCode: 'CC', paymentCard: { cardNumber: '8111222233334444', cardExpireDate: '1230', cvv: '123' } },
  };
  return {
    'POST /realms/applications/token': demoCredentialAccepted
      ? { client_id: DEMO_CREDENTIAL.clientId, client_secret: DEMO_CREDENTIAL.clientSecret }
      : { client_id: 'your-client-id', client_secret: 'your-client-secret' },
    'POST /dcshop/props': { ...stay, props: [{ propCode: 'NYCDC' }, { propCode: 'PARDC' }, { propCode: 'TYODC' }] },
    'POST /dcshop/props/{propCode}': stay,
    'POST /dcres': reservation,
    'PUT /dcres/{confNumber}/gnr/{gnrNumber}': { ...reservation, roomStays: [{ ...reservation.roomStays[0], numAdults: 1 }] },
    'POST /dcres/{confNumber}/gnr/{gnrNumber}/cancel': { sendConfirmation: false },
    'POST /dcres/{confNumber}/confirm': { externalResId: 'PARTNER-1' },
  };
}

/** Path parameter examples by name, where the document has none. */
const PARAMETER_EXAMPLES: Readonly<Record<string, string>> = { propCode: 'NYCDC' };

/** A copy of `document` as the /docs page shows it (the input is not changed). */
export function docsViewOf(document: object, options: DocsViewOptions): Json {
  const view = structuredClone(document) as Json;
  view.servers = [{ url: options.basePath, description: 'this service' }];
  const info = isObject(view.info) ? view.info : {};
  view.info = info;
  const { text, tables } = splitTables(typeof info.description === 'string' ? info.description : '');
  const notes = [text];
  if (tables.length > 0) notes.push('The notification codes of ErrorDetail are listed under **Error codes**, after the operations.');
  notes.push(
    options.demoCredentialAccepted
      ? `**Try it out**: this service accepts the demo credentials \`client_id\` **${DEMO_CREDENTIAL.clientId}**, \`client_secret\` **${DEMO_CREDENTIAL.clientSecret}** (refused in production). Execute the token request with its example, copy \`access_token\` into **Authorize**, then shop and book with the examples.`
      : '**Try it out**: get a token with your credentials, copy `access_token` into **Authorize**, then shop and book.',
  );
  info.description = notes.filter((note) => note !== '').join('\n\n');
  if (tables.length > 0) view['x-error-codes'] = tables.join('\n\n');
  fillExamples(view, requestExamples(options.today, options.demoCredentialAccepted));
  return view;
}

/** The markdown tables (paragraphs whose every line starts with `|`) apart from the rest. */
function splitTables(markdown: string): { text: string; tables: string[] } {
  const paragraphs = markdown.split(/\n\s*\n/);
  const isTable = (paragraph: string) => paragraph.trim().split('\n').every((line) => line.trim().startsWith('|'));
  return {
    text: paragraphs.filter((p) => !isTable(p)).join('\n\n').trim(),
    tables: paragraphs.filter((p) => p.trim() !== '' && isTable(p)).map((p) => p.trim()),
  };
}

function fillExamples(view: Json, examples: Record<string, unknown>): void {
  const paths = isObject(view.paths) ? view.paths : {};
  const parameters = isObject(view.components) && isObject(view.components.parameters) ? view.components.parameters : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const [method, operation] of Object.entries(item)) {
      if (!isObject(operation)) continue;
      const example = examples[`${method.toUpperCase()} ${path}`];
      const media = isObject(operation.requestBody) && isObject(operation.requestBody.content) ? operation.requestBody.content['application/json'] : undefined;
      if (example !== undefined && isObject(media) && media.example === undefined && media.examples === undefined) media.example = example;
    }
  }
  for (const parameter of Object.values(parameters)) {
    if (!isObject(parameter) || parameter.in !== 'path' || typeof parameter.name !== 'string') continue;
    const example = Object.hasOwn(PARAMETER_EXAMPLES, parameter.name) ? PARAMETER_EXAMPLES[parameter.name] : undefined;
    if (example !== undefined && parameter.example === undefined && parameter.examples === undefined) parameter.example = example;
  }
}
