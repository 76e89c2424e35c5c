// Stripe's error envelope: `{ error: { type, code?, message, param?, doc_url?, … } }` with the HTTP
// status Stripe uses (400 bad request, 401 bad key, 402 card error, 403 wrong key kind, 404 missing).

export type StripeErrorType = 'invalid_request_error' | 'card_error' | 'idempotency_error' | 'api_error';

export interface StripeErrorBody {
  type: StripeErrorType;
  message: string;
  code?: string;
  param?: string;
  decline_code?: string;
  charge?: string;
  [extra: string]: unknown;
}

export class StripeApiError extends Error {
  /**
   * `validation` errors happen before an endpoint starts executing; Stripe does not store them
   * under an idempotency key, so a corrected retry with the same key goes through.
   */
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
    readonly validation = false,
  ) {
    super(body.message);
  }

  toJson(requestId: string) {
    const { code } = this.body;
    return {
      error: {
        ...(code ? { doc_url: `https://stripe.com/docs/error-codes/${code.replace(/_/g, '-')}` } : {}),
        ...this.body,
        request_log_url: `https://dashboard.stripe.com/test/logs/${requestId}`,
      },
    };
  }
}

const invalid = (message: string, extra: Partial<StripeErrorBody> = {}, status = 400) =>
  new StripeApiError(status, { type: 'invalid_request_error', message, ...extra }, true);

export const paramError = {
  missing: (param: string) => invalid(`Missing required param: ${param}.`, { code: 'parameter_missing', param }),
  unknown: (param: string) => invalid(`Received unknown parameter: ${param}`, { code: 'parameter_unknown', param }),
  integer: (param: string, value: string) =>
    invalid(`Invalid integer: ${value}`, { code: 'parameter_invalid_integer', param }),
  empty: (param: string) =>
    invalid(
      `You passed an empty string for '${param}'. We assume empty values are an attempt to unset a parameter; however '${param}' cannot be unset. You should remove '${param}' from your request or supply a non-empty value.`,
      { code: 'parameter_invalid_empty', param },
    ),
  blank: (param: string) =>
    invalid(`Invalid string: this value cannot be blank.`, { code: 'parameter_invalid_string_blank', param }),
  boolean: (param: string, value: string) => invalid(`Invalid boolean: ${value}`, { param }),
  oneOf: (param: string, values: readonly string[]) =>
    invalid(`Invalid ${param}: must be one of ${listWords(values)}`, { param }),
  type: (param: string, expected: 'hash' | 'array' | 'string') => invalid(`Invalid ${expected}`, { param }),
  url: (param: string) => invalid('Not a valid URL', { code: 'url_invalid', param }),
  email: (param: string, value: string) => invalid(`Invalid email address: ${value}`, { code: 'email_invalid', param }),
  tooLong: (param: string, max: number) =>
    invalid(`Invalid string: must be at most ${max} characters`, { code: 'string_length_exceeds_maximum', param }),
  range: (param: string, message: string) => invalid(message, { code: 'parameter_invalid_integer', param }),
  custom: (param: string | undefined, message: string, code?: string) =>
    invalid(message, { ...(param ? { param } : {}), ...(code ? { code } : {}) }),
};

/** "a, b, or c" like Stripe's enum messages. */
function listWords(values: readonly string[]) {
  if (values.length <= 1) return values.join('');
  return `${values.slice(0, -1).join(', ')}, or ${values.at(-1)}`;
}

/** 404 for an id that does not exist: `No such checkout.session: 'cs_test_…'`. */
export function resourceMissing(objectName: string, id: string, param: string) {
  return new StripeApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${objectName}: '${id}'`,
    param,
  });
}

/** An error raised while the endpoint executes (stored under the idempotency key, as Stripe does). */
export function requestError(message: string, extra: Partial<StripeErrorBody> = {}, status = 400) {
  return new StripeApiError(status, { type: 'invalid_request_error', message, ...extra });
}

export const authError = {
  missing: () =>
    new StripeApiError(401, {
      type: 'invalid_request_error',
      message:
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
    }),
  invalid: (masked: string) =>
    new StripeApiError(401, { type: 'invalid_request_error', message: `Invalid API Key provided: ${masked}` }),
  publishable: () =>
    new StripeApiError(403, {
      type: 'invalid_request_error',
      code: 'secret_key_required',
      message:
        'This API call cannot be made with a publishable API key. Please use a secret API key. You can find a list of your API keys at https://dashboard.stripe.com/account/apikeys.',
    }),
};
