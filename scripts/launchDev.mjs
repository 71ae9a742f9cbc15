/**
 * `npm run dev`: scripts/dev.ts from the sources, through tsx registered in this process only. Started as
 * `node --import tsx scripts/dev.ts`, the loader was in process.execArgv, which Next's development server hands on to
 * the worker it forks for a dynamic route's first request (to ask the route for its static params): each such worker
 * then loaded tsx and resolved every module of the compiled route through it, about 5 s of CPU apiece on two cores
 * (docs/performance.md), for files that are JavaScript already.
 */
import { register } from 'tsx/esm/api'

register()
await import('./dev.ts')
