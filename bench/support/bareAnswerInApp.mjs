/**
 * The `control` configuration of `npm run bench:read`, loaded into an app instance with `node --import`: once the app
 * has answered a request from its page cache, the same request (URL and Accept) is answered the way the bare server
 * answers it (./bareServer.ts: `writeHead` and `end`, nothing else), in the app's own process. Against the bare
 * server it measures what the app's process costs apart from its code on a hit (a large heap, Next's and our modules
 * loaded), and how much of a low figure the machine makes: this line falls with the others when the machine slows.
 * Benchmarks only; the app never loads it.
 */
import http from 'node:http'

const createServer = http.createServer
/** The kept answers, by `${accept} ${url}`. */
const answers = new Map()

/** Remembers the app's answer to `req` if it came from the page cache (its head says `x-cache: HIT`). */
function keepHit(req, res) {
  const writeHead = res.writeHead
  const end = res.end
  let fields = null
  res.writeHead = function (status, head) {
    if (status === 200 && Array.isArray(head)) fields = head
    return writeHead.apply(this, arguments)
  }
  res.end = function (body) {
    const hit = fields !== null && fields.includes('x-cache') && fields[fields.indexOf('x-cache') + 1] === 'HIT'
    if (hit && Buffer.isBuffer(body)) {
      const headers = {}
      for (let i = 0; i < fields.length; i += 2) headers[fields[i]] = fields[i + 1]
      answers.set(`${req.headers.accept} ${req.url}`, { headers, body })
    }
    return end.apply(this, arguments)
  }
}

http.createServer = function (...args) {
  const listener = args.find((arg) => typeof arg === 'function')
  const answerBare = (req, res) => {
    const kept = answers.get(`${req.headers.accept} ${req.url}`)
    if (kept === undefined) {
      if (req.method === 'GET') keepHit(req, res)
      return listener(req, res)
    }
    res.writeHead(200, kept.headers)
    res.end(kept.body)
  }
  return createServer.apply(
    this,
    args.map((arg) => (arg === listener ? answerBare : arg)),
  )
}
