#!/bin/sh
# `npm start`: the production server (dist/server.mjs) with the Node flags of the shape it runs in
# (docs/decisions/085-edge-and-renderers.md). The edge, the default, also gets a small young generation: its garbage is
# a hit's few short-lived objects, and V8's default semi-spaces (growing to 16 MiB each under load) were a fifth of its
# resident memory during a storm of misses; V8's heap sized for memory, so that the misses' Buffers promoted before
# they died are collected sooner; and one V8 worker thread (docs/performance.md, "Edge's resident memory"). The one process (EDGE=off)
# renders, and a render's many objects would be promoted early and collected at greater cost, so it keeps the default,
# as do the render processes the edge forks (src/server/edge/renderProcesses.ts). The flags are scripts/nodeFlags.mjs's
# (tests/static/nodeFlags.test.ts holds the two together). `exec`: the server is this process, so signals reach it.
if [ "${EDGE:-on}" = off ]; then
  exec node --experimental-async-context-frame dist/server.mjs
fi
exec node --experimental-async-context-frame --max-semi-space-size=1 --optimize-for-size --v8-pool-size=1 dist/server.mjs
