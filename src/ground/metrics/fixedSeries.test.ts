import { Registry, type Metric } from 'prom-client'
import { describe, expect, it } from 'vitest'

import { FixedCounter, FixedHistogram } from './fixedSeries'

describe('fixed series', () => {
  it('read as prom-client metrics: counted series only, histograms cumulative with sum and count', async () => {
    const registry = new Registry()
    const counter = new FixedCounter('t_total', 'Test.', { kind: ['a', 'b'], method: ['GET', 'POST'] })
    const histogram = new FixedHistogram('t_seconds', 'Test.', { kind: ['a', 'b'] }, [0.1, 1])
    registry.registerMetric(counter as unknown as Metric)
    registry.registerMetric(histogram as unknown as Metric)
    counter.inc(1, 0)
    counter.inc(1, 0)
    counter.inc(0, 1)
    histogram.observe(0.05, 1)
    histogram.observe(0.5, 1)
    histogram.observe(5, 1)
    expect(await registry.metrics()).toBe(
      [
        '# HELP t_total Test.',
        '# TYPE t_total counter',
        't_total{kind="a",method="POST"} 1',
        't_total{kind="b",method="GET"} 2',
        '',
        '# HELP t_seconds Test.',
        '# TYPE t_seconds histogram',
        't_seconds_bucket{kind="b",le="0.1"} 1',
        't_seconds_bucket{kind="b",le="1"} 2',
        't_seconds_bucket{kind="b",le="+Inf"} 3',
        't_seconds_sum{kind="b"} 5.55',
        't_seconds_count{kind="b"} 3',
        '',
      ].join('\n'),
    )
  })
})
