// The customers of bench/checkout.ts, in a worker thread (so they do not share the server's event
// loop). Each customer has its own keep-alive connection and session cookie and checks out again and
// again until the time is up (or enough orders are placed): add one to three products to the cart
// (often a scarce one the others want too), then placeOrder with the net total the last cart answer
// showed. An OutOfStockError is the right answer when stock runs out: counted apart from errors.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

/** @type {{ base: string; csrfHeader: string; customers: { cookie: string; name: string; phone: string }[]; scarce: string[]; ordinary: string[]; durationMs: number; maxOrders: number }} */
const { base, csrfHeader, customers, scarce, ordinary, durationMs, maxOrders } = workerData;
const target = new URL(`${base}/graphql`);

const ERROR_FIELDS = '... on Error { code message }';
const STOCK_FIELDS = `${ERROR_FIELDS} ... on OutOfStockError { available requested productTitle }`;
const CART = 'cart { netPrice { amount } lines { id quantity product { id } } }';
const ADD = `mutation BenchAdd($input: AddToCartInput!) { addToCart(input: $input) { __typename ${STOCK_FIELDS} ... on MutationAddToCartSuccess { ${CART} } } }`;
const REMOVE = `mutation BenchRemove($input: RemoveCartLineInput!) { removeCartLine(input: $input) { __typename ${ERROR_FIELDS} } }`;
const PLACE = `mutation BenchOrder($input: PlaceOrderInput!) { placeOrder(input: $input) {
  __typename ${STOCK_FIELDS}
  ... on MutationPlaceOrderSuccess { order { number status netTotal { amount } lines { quantity product { id } } } } } }`;

const stats = {
  placed: 0,
  /** Whole-checkout latencies (first addToCart → placeOrder answer) of placed orders, ms. */
  latencies: [],
  requests: 0,
  /** Checkouts (incl. failed ones). */
  checkouts: 0,
  outOfStockAtCart: 0,
  outOfStockAtOrder: 0,
  /** Orders whose first placeOrder answer was lost and whose retry (same idempotency key) answered the order. */
  placedOnRetry: 0,
  /** Checkouts whose every add was out of stock (nothing to order). */
  nothingToOrder: 0,
  errors: 0,
  /** Error kinds → count (HTTP status, GraphQL error code, unexpected result type). */
  errorKinds: {},
  /** Product global id → units the placeOrder answers said were bought. */
  bought: {},
  elapsedMs: 0,
};

function fail(kind, detail) {
  stats.errors += 1;
  stats.errorKinds[kind] = (stats.errorKinds[kind] ?? 0) + 1;
  if (!stats.firstError) stats.firstError = `${kind}: ${String(detail).slice(0, 300)}`;
}

/** One GraphQL call on the customer's connection; null when it failed (counted). */
function graphql(customer, query, variables) {
  stats.requests += 1;
  const body = JSON.stringify({ query, variables });
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        agent: customer.agent,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'content-length': Buffer.byteLength(body),
          cookie: customer.cookie,
          [csrfHeader]: '1',
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if (response.statusCode !== 200) return resolve(fail(`HTTP ${response.statusCode}`, text) ?? null);
          let json;
          try {
            json = JSON.parse(text);
          } catch {
            return resolve(fail('invalid JSON', text) ?? null);
          }
          if (json.errors?.length) {
            const error = json.errors[0];
            return resolve(fail(`GraphQL ${error.extensions?.code ?? 'error'}`, error.message) ?? null);
          }
          resolve(json.data);
        });
        response.on('error', (error) => resolve(fail('connection', error.message) ?? null));
      },
    );
    request.on('error', (error) => resolve(fail('connection', error.message) ?? null));
    request.end(body);
  });
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const int = (low, high) => low + Math.floor(Math.random() * (high - low + 1));

/** What one checkout puts in the cart: usually a scarce product (1-3 units), sometimes two, and one or two ordinary ones. */
function basket() {
  const items = new Map();
  const add = (id, quantity) => items.set(id, (items.get(id) ?? 0) + quantity);
  if (Math.random() < 0.7) add(pick(scarce), int(1, 3));
  if (Math.random() < 0.2) add(pick(scarce), int(1, 2));
  for (let i = int(1, 2); i > 0; i -= 1) add(pick(ordinary), 1);
  // Shuffled, so customers lock their lines in every order (the server must order its own updates).
  return [...items].sort(() => Math.random() - 0.5);
}

async function emptyCart(customer, cart) {
  for (const line of cart?.lines ?? []) {
    const data = await graphql(customer, REMOVE, { input: { lineId: line.id } });
    const result = data?.removeCartLine;
    if (result && result.__typename !== 'MutationRemoveCartLineSuccess') fail(`removeCartLine ${result.__typename}`, result.message);
  }
}

async function checkout(customer) {
  stats.checkouts += 1;
  const started = performance.now();
  let cart = null;
  for (const [productId, quantity] of basket()) {
    const data = await graphql(customer, ADD, { input: { productId, quantity, source: 'bench-checkout' } });
    if (!data) return; // the cart is re-read before the next checkout
    const result = data.addToCart;
    if (result.__typename === 'MutationAddToCartSuccess') cart = result.cart;
    else if (result.__typename === 'OutOfStockError') stats.outOfStockAtCart += 1;
    else fail(`addToCart ${result.__typename}`, result.message);
  }
  if (!cart || cart.lines.length === 0) {
    stats.nothingToOrder += 1;
    return;
  }
  const input = {
    idempotencyKey: randomUUID(),
    paymentMethod: 'COD',
    deliveryPlace: 'DHAKA',
    name: customer.name,
    phone: customer.phone,
    address: 'House 12, Road 5, Dhanmondi',
    district: 'Dhaka',
    expectedNetPoisha: cart.netPrice.amount,
  };
  let data = await graphql(customer, PLACE, { input });
  if (!data) {
    // The answer was lost (an error, a timeout): ask again with the same idempotency key, as the client does. An
    // order that was placed after all comes back (never a second one); one that was not is placed now.
    data = await graphql(customer, PLACE, { input });
    if (!data) {
      customer.dirty = true;
      return;
    }
    if (data.placeOrder.__typename === 'MutationPlaceOrderSuccess') stats.placedOnRetry += 1;
  }
  const result = data.placeOrder;
  if (result.__typename === 'MutationPlaceOrderSuccess') {
    const elapsed = performance.now() - started;
    stats.placed += 1;
    stats.latencies.push(elapsed);
    const { order } = result;
    if (order.netTotal.amount !== cart.netPrice.amount) fail('order total differs from the cart', `${order.number}: ${order.netTotal.amount} ≠ ${cart.netPrice.amount}`);
    for (const line of order.lines) stats.bought[line.product.id] = (stats.bought[line.product.id] ?? 0) + line.quantity;
    return;
  }
  if (result.__typename === 'OutOfStockError') stats.outOfStockAtOrder += 1;
  else fail(`placeOrder ${result.__typename}`, result.message);
  // Not ordered: the cart still holds the lines; take them out before the next checkout (not timed).
  await emptyCart(customer, cart);
}

const CART_QUERY = `query BenchCart { cart { netPrice { amount } lines { id quantity product { id } } } }`;

async function customerLoop(customer, end) {
  while (performance.now() < end && stats.placed < maxOrders) {
    if (customer.dirty) {
      // A request failed mid-checkout: start again from an empty cart.
      customer.dirty = false;
      await emptyCart(customer, (await graphql(customer, CART_QUERY, {}))?.cart);
    }
    const before = stats.errors;
    await checkout(customer);
    if (stats.errors !== before) customer.dirty = true;
  }
}

const started = performance.now();
const end = started + durationMs;
await Promise.all(
  customers.map((customer) => customerLoop({ ...customer, agent: new http.Agent({ keepAlive: true, maxSockets: 1 }), dirty: false }, end)),
);
stats.elapsedMs = performance.now() - started;
stats.latencies.sort((a, b) => a - b);
parentPort.postMessage(stats);
