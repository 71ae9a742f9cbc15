/** The few parts of s3rver (an S3-compatible server for tests, no types of its own) that tests/fakes/s3Server.ts uses. */
declare module 's3rver' {
  interface S3rverOptions {
    port?: number
    address?: string
    directory: string
    silent?: boolean
    configureBuckets?: Array<{ name: string }>
  }
  export default class S3rver {
    constructor(options: S3rverOptions)
    run(): Promise<{ address: string; port: number }>
    close(): Promise<void>
  }
}
