/**
 * The end-to-end flow of a partner, as data: every call (token, shops, create, read, modify, hold
 * and confirm, hold and release, cancel, whoami, and a few refusals) with the status it must get.
 * The contract test sends it through Prism; `call` is how one request travels.
 */
export interface Exchange {
  name: string;
  status: number;
  headers: Headers;
  body: unknown;
}

export type Call = (method: string, path: string, options?: { token?: string; body?: unknown; headers?: Record<string, string> }) =>
  Promise<{ status: number; headers: Headers; body: unknown }>;

/** A date `days` after `from` (YYYY-MM-DD). */
function dayAfter(from: string, days: number): string {
  return new Date(Date.parse(`${from}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Runs the flow from `firstNight` (a night the demo catalog sells); returns each exchange in order. */
export async function partnerFlow(call: Call, credentials: { client_id: string; client_secret: string }, firstNight: string): Promise<Exchange[]> {
  const out: Exchange[] = [];
  const step = async (name: string, method: string, path: string, options?: Parameters<Call>[2]) => {
    const reply = await call(method, path, options);
    if (process.env.FLOW_TRACE) console.log(name, reply.status);
    out.push({ name, ...reply });
    return reply;
  };
  const arrivalDate = dayAfter(firstNight, 10);
  const departureDate = dayAfter(firstNight, 13);

  const token = await step('token', 'POST', '/realms/applications/token', { body: credentials });
  const accessToken = (token.body as { access_token: string }).access_token;
  const auth = { token: accessToken };

  await step('shop multi', 'POST', '/dcshop/props', { ...auth, body: { arrivalDate, departureDate, numAdults: 2, numChildren: 1, childAges: [7], props: [{ propCode: 'NYCDC' }, { propCode: 'TYODC' }, { propCode: 'NOPE1' }] } });
  await step('shop single', 'POST', '/dcshop/props/PARDC', { ...auth, body: { arrivalDate, departureDate, numAdults: '2' } });

  const reservation = {
    propCode: 'NYCDC',
    roomStays: [{ arrivalDate, departureDate, numAdults: 2, roomTypeCode: 'KNG', ratePlanCode: 'RAC' }],
    guest: {
      name: { firstName: 'Ada', lastName: 'Lovelace' },
      addresses: [{ addressType: 'home', addressLine1: '12 St James Square', city: 'London', postalCode: 'SW1Y 4JH', country: 'GB' }],
      emails: [{ emailAddress: 'ada@example.com', emailType: 'home' }],
    },
    guarantee: { guarMethodCode: 'CC', paymentCard: { cardNumber: '8111222233334444', cardCode: 'VI', cardExpireDate: '1230', cvv: '987', cardHolderName: 'Ada Lovelace' } },
  };
  const created = await step('create', 'POST', '/dcres', { ...auth, body: reservation });
  const [stay] = created.body as Array<{ confNumber: string; gnrNumber: number }>;
  const conf = stay?.confNumber ?? 'none';
  const gnr = stay?.gnrNumber ?? 0;

  await step('retrieve', 'GET', `/dcres/${conf}`, auth);
  const read = await step('read', 'GET', `/dcres/${conf}/gnr/${gnr}`, auth);
  // modify after read: the stay as read, mapped back into a modify, with one change
  const asRead = read.body as { guarantee?: { paymentCard?: { cardNumber?: string } } };
  const modify = {
    ...reservation,
    roomStays: [{ ...reservation.roomStays[0], numAdults: 1 }],
    guarantee: { guarMethodCode: 'CC', paymentCard: { cardNumber: asRead.guarantee?.paymentCard?.cardNumber ?? '', cardCode: 'VI', cardExpireDate: '1230' } },
  };
  await step('modify', 'PUT', `/dcres/${conf}/gnr/${gnr}`, { ...auth, body: modify });

  const held = await step('hold create', 'POST', '/dcres', { ...auth, body: reservation, headers: { 'Svc-Inventory-Hold': 'true' } });
  const heldConf = (held.body as Array<{ confNumber: string }>)[0]?.confNumber ?? 'none';
  await step('confirm', 'POST', `/dcres/${heldConf}/confirm`, { ...auth, body: { externalResId: 'EXT-1' }, headers: { 'Svc-Crs-SessionId': held.headers.get('svc-crs-sessionid') ?? '' } });
  const held2 = await step('hold create for release', 'POST', '/dcres', { ...auth, body: reservation, headers: { 'Svc-Inventory-Hold': 'true' } });
  const held2Conf = (held2.body as Array<{ confNumber: string }>)[0]?.confNumber ?? 'none';
  await step('release', 'POST', `/dcres/${held2Conf}/release`, { ...auth, headers: { 'Svc-Crs-SessionId': held2.headers.get('svc-crs-sessionid') ?? '' } });

  await step('cancel', 'POST', `/dcres/${conf}/gnr/${gnr}/cancel`, { ...auth, body: { sendConfirmation: false } });
  await step('whoami', 'GET', '/inf/whoami', auth);

  // refusals the document describes (bodies that meet the schemas but break a rule they cannot state)
  await step('400 shop', 'POST', '/dcshop/props', { ...auth, body: { arrivalDate, departureDate: arrivalDate, numAdults: 2, props: [{ propCode: 'NYCDC' }] } });
  await step('400 create', 'POST', '/dcres', { ...auth, body: { ...reservation, roomStays: [{ ...reservation.roomStays[0], bookingCode: 'QNNRAC' }] } });
  await step('401 token', 'POST', '/realms/applications/token', { body: { client_id: credentials.client_id, client_secret: 'wrong-secret' } });
  await step('401 whoami', 'GET', '/inf/whoami', { token: 'not-a-token' });
  await step('404 read', 'GET', `/dcres/${conf}Z/gnr/${gnr}`, auth);
  await step('404 shop', 'POST', '/dcshop/props/NOPE1', { ...auth, body: { arrivalDate, departureDate, numAdults: 2 } });
  return out;
}

/** The status each step of {@link partnerFlow} must get. */
export const EXPECTED_STATUSES: Readonly<Record<string, number>> = {
  token: 200, 'shop multi': 200, 'shop single': 200, create: 200, retrieve: 200, read: 200, modify: 200, 'hold create': 200,
  confirm: 204, 'hold create for release': 200, release: 204, cancel: 200, whoami: 200, '400 shop': 400, '400 create': 400,
  '401 token': 401, '401 whoami': 401, '404 read': 404, '404 shop': 404,
};
