/**
 * The one error family of the REST surface (STYLE.md practice 3). Each error has a stable `code`, the HTTP
 * `status` it maps to and, for validation, one entry per failing field. `problemBody` (./problem.ts) renders it as
 * RFC 9457 problem details. Functions that refuse input throw one; verdicts (`{ ok: false }`) stay inside modules
 * that decide between several outcomes, and become an AppError where they reach HTTP.
 */

/** Every `code` a problem answer of ours carries. Clients switch on these, so the list only grows. */
export type ErrorCode =
  | 'bad_request_target'
  | 'method_not_allowed'
  | 'cross_site_action'
  | 'agent_policy_refused'
  | 'role_lacks_capability'
  | 'not_found'
  | 'review_step_out_of_turn'
  | 'unauthorized'
  | 'rate_limited'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'malformed_json'
  | 'malformed_multipart'
  | 'malformed_body'
  | 'validation_failed'
  | 'invalid_idempotency_key'
  | 'idempotency_key_reused'
  | 'unsupported_image_type'
  | 'corrupt_image'
  | 'image_too_large'
  | 'blocked_domain'
  | 'invalid_unsubscribe'
  | 'invalid_cursor'
  | 'invalid_parameter'
  | 'format_not_implemented'
  | 'database_unavailable'
  | 'storage_unavailable'
  | 'internal_error'

export interface FieldError {
  /** The field's name in the request, e.g. `title` or `pms_id`; `body` for the whole body. */
  field: string
  message: string
}

export interface AppErrorOptions {
  code: ErrorCode
  status: number
  title: string
  detail?: string
  errors?: FieldError[]
  /** Members beside RFC 9457's own (§3.2), e.g. the `role` and what it `lacks` of a refused step. */
  extensions?: Record<string, unknown>
  headers?: Record<string, string>
  cause?: unknown
}

export class AppError extends Error {
  readonly code: ErrorCode
  readonly status: number
  readonly title: string
  readonly detail?: string
  readonly errors?: FieldError[]
  readonly extensions?: Record<string, unknown>
  readonly headers: Record<string, string>

  constructor(options: AppErrorOptions) {
    super(options.detail ?? options.title, { cause: options.cause })
    this.name = 'AppError'
    this.code = options.code
    this.status = options.status
    this.title = options.title
    this.detail = options.detail
    this.errors = options.errors
    this.extensions = options.extensions
    this.headers = options.headers ?? {}
  }
}

export const unauthorized = (detail: string) =>
  new AppError({
    code: 'unauthorized',
    status: 401,
    title: 'Missing or invalid bearer token',
    detail,
    // RFC 6750 §3: a 401 names the scheme, and the error when a token was presented.
    headers: { 'WWW-Authenticate': 'Bearer realm="pmsnews"' },
  })

/** 413: a request body (`detail` says which limit) over its byte limit. */
export const payloadTooLarge = (detail: string) =>
  new AppError({ code: 'payload_too_large', status: 413, title: 'Request body too large', detail })

/** 415 (RFC 9110 §15.5.16), with the `Accept-Post` (RFC 9110 §A) a client can correct its request by. */
export const unsupportedMediaType = (accepted: string, detail: string) =>
  new AppError({
    code: 'unsupported_media_type',
    status: 415,
    title: 'Unsupported content type',
    detail,
    headers: { 'Accept-Post': accepted },
  })

export const validationFailed = (errors: FieldError[]) =>
  new AppError({
    code: 'validation_failed',
    status: 422,
    title: 'The request failed validation',
    detail: `${errors.length} field${errors.length === 1 ? '' : 's'} failed validation`,
    errors,
  })
