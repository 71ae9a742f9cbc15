/**
 * The one error family of the REST surface (STYLE.md practice 3). Each error has a stable `code`, the HTTP
 * `status` it maps to and, for validation, one entry per failing field. `toProblem` renders it as RFC 9457
 * problem details.
 */
export interface FieldError {
  /** The field's name in the request, e.g. `title` or `pms_id`; `body` for the whole body. */
  field: string
  message: string
}

export interface AppErrorOptions {
  code: string
  status: number
  title: string
  detail?: string
  errors?: FieldError[]
  headers?: Record<string, string>
  cause?: unknown
}

export class AppError extends Error {
  readonly code: string
  readonly status: number
  readonly title: string
  readonly detail?: string
  readonly errors?: FieldError[]
  readonly headers: Record<string, string>

  constructor(options: AppErrorOptions) {
    super(options.detail ?? options.title, { cause: options.cause })
    this.name = 'AppError'
    this.code = options.code
    this.status = options.status
    this.title = options.title
    this.detail = options.detail
    this.errors = options.errors
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

export const validationFailed = (errors: FieldError[]) =>
  new AppError({
    code: 'validation_failed',
    status: 422,
    title: 'The request failed validation',
    detail: `${errors.length} field${errors.length === 1 ? '' : 's'} failed validation`,
    errors,
  })
