// Line items of a Checkout Session, priced inline with `price_data` (saved Prices are not
// modelled): the product, a one-time Price and the item, as Stripe stores them.
import type { Core } from './core.ts';
import { paramError, requestError, resourceMissing } from './errors.ts';
import { newId } from './ids.ts';
import { CURRENCIES, MAXIMUM_AMOUNT } from './money.ts';
import type { LineItem, Price, Product } from './objects.ts';
import type { Params } from './params.ts';

export function readLineItem(core: Core, item: Params, created: number): LineItem {
  if (item.has('price')) {
    const id = item.string('price', { required: true });
    // Saved Prices are not modelled: Velvet prices every purchase inline with price_data.
    throw resourceMissing('price', id, item.path('price'));
  }
  const data = item.object('price_data', true)!;
  const currency = data.string('currency', { required: true }).toLowerCase();
  if (!CURRENCIES.has(currency))
    throw paramError.custom(
      data.path('currency'),
      `Invalid currency: ${currency}. Stripe currently supports these currencies: ${[...CURRENCIES].sort().join(', ')}`,
    );
  let unitAmount = data.integer('unit_amount', { min: 0, max: MAXIMUM_AMOUNT });
  const decimal = data.string('unit_amount_decimal');
  if (unitAmount !== undefined && decimal !== undefined)
    throw paramError.custom(
      data.path('unit_amount'),
      'You may only specify one of these parameters: unit_amount, unit_amount_decimal.',
      'parameters_exclusive',
    );
  if (decimal !== undefined) {
    if (!/^\d+(\.0*)?$/.test(decimal))
      throw paramError.custom(
        data.path('unit_amount_decimal'),
        'The sandbox only accepts whole amounts in unit_amount_decimal.',
      );
    unitAmount = Number.parseInt(decimal, 10);
  }
  if (unitAmount === undefined) throw paramError.missing(data.path('unit_amount'));
  if (data.has('recurring'))
    throw requestError(
      'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
      { param: data.path('recurring') },
    );
  const taxBehavior = data.oneOf('tax_behavior', ['exclusive', 'inclusive', 'unspecified'] as const) ?? 'unspecified';

  let product: Product;
  if (data.has('product')) {
    const id = data.string('product', { required: true });
    const found = core.store.products.get(id);
    if (!found) throw resourceMissing('product', id, data.path('product'));
    product = found;
  } else {
    const pd = data.object('product_data');
    if (!pd) throw paramError.missing(data.path('product_data'));
    const name = pd.string('name', { required: true, maxLength: 250 });
    if (!name.trim()) throw paramError.blank(pd.path('name'));
    product = {
      id: newId.product(),
      object: 'product',
      active: false,
      created,
      description: pd.string('description', { maxLength: 40000 }) ?? null,
      images: pd.strings('images') ?? [],
      livemode: false,
      metadata: pd.metadata() ?? {},
      name,
      type: 'service',
      updated: created,
    };
    pd.accept('tax_code', 'unit_label', 'tax_details');
    pd.done();
  }
  data.done();

  const quantity = item.integer('quantity', { required: true, min: 1, max: 999_999 });
  const metadata = item.metadata() ?? {};
  item.accept('tax_rates', 'dynamic_tax_rates');
  item.done();

  const price: Price = {
    id: newId.price(),
    object: 'price',
    active: false,
    billing_scheme: 'per_unit',
    created,
    currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: null,
    product: product.id,
    recurring: null,
    tax_behavior: taxBehavior,
    tiers_mode: null,
    transform_quantity: null,
    type: 'one_time',
    unit_amount: unitAmount,
    unit_amount_decimal: String(unitAmount),
  };
  const total = unitAmount * quantity;
  core.store.products.set(product.id, product);
  return {
    id: newId.lineItem(),
    object: 'item',
    amount_discount: 0,
    amount_subtotal: total,
    amount_tax: 0,
    amount_total: total,
    currency,
    description: product.name,
    metadata,
    price,
    quantity,
  };
}
